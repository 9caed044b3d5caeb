import type { ReactNode } from 'react'
import { Label, Text } from 'react-aria-components'
import styles from './field.module.css'

interface FieldHeadingProps {
  label: string
  /** Beside the label (the editor's mark of what review needs). */
  mark?: ReactNode
  /** Said under the label (what to put in, in what form). */
  description?: string
}

/** What every labelled field shows above its control: its label, and what to put in it. */
export function FieldHeading({ label, mark, description }: FieldHeadingProps) {
  return (
    <>
      <Label className={styles.label}>
        {label}
        {mark}
      </Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
    </>
  )
}

/** A field's frame props: invalid when it has an error, said to assistive technology rather than blocking. */
export const fieldFrame = (error: string | null | undefined, className?: string) => ({
  isInvalid: Boolean(error),
  validationBehavior: 'aria' as const,
  className: `${styles.field} ${className ?? ''}`,
})
