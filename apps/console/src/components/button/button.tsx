import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import styles from './button.module.css'

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** primary: the one main action of a form or screen; danger: one that ends or removes something. */
  variant?: 'primary' | 'secondary' | 'danger' | 'quiet'
  size?: 'normal' | 'small'
  className?: string
}

/** The console's button: React Aria's (keyboard, press and focus handled alike everywhere), in its look. */
export function Button({ variant = 'secondary', size = 'normal', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={[styles.button, styles[variant], size === 'small' ? styles.small : '', className].join(' ')} />
}
