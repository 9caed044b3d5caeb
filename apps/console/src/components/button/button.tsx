import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import styles from './button.module.css'

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'isPending'> {
  /** primary: the one main action of a form or screen; danger: one that ends or removes something. */
  variant?: 'primary' | 'secondary' | 'danger' | 'quiet'
  size?: 'normal' | 'small'
  className?: string
  /** Its action is under way: pressing again does nothing, and it says so. */
  isPending?: boolean
}

/**
 * The console's button: React Aria's (keyboard, press and focus handled alike everywhere), in its look.
 * Pending is handled here rather than by React Aria's `isPending`, whose announcement points at the
 * button by id and is left dangling when the button goes (the sign-in form, a dialog's question).
 */
export function Button({ variant = 'secondary', size = 'normal', className, isPending = false, onPress, type, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      type={isPending ? 'button' : type}
      onPress={isPending ? undefined : onPress}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      className={[styles.button, styles[variant], size === 'small' ? styles.small : '', className].join(' ')}
    />
  )
}
