import { Checkbox, CheckboxGroup, Label, Text } from 'react-aria-components'
import { FieldErrorText } from './field-error'
import styles from './field.module.css'

export interface Choice {
  value: string
  label: string
  /** Nesting under the choice before it (a sub-section under its section). */
  depth?: number
}

interface CheckboxGroupFieldProps {
  label: string
  name: string
  choices: readonly Choice[]
  value: readonly string[]
  onChange: (value: string[]) => void
  description?: string
  error?: string | null
  /** Few choices side by side rather than a scrolling list. */
  inline?: boolean
  /** Shown instead of the list when there is nothing to choose. */
  none?: string
  /** A choice is needed: the label is marked (screen readers hear it from aria-required). */
  isRequired?: boolean
}

/** A labelled group of checkboxes (roles, sections, teams); the group has one error. */
export function CheckboxGroupField({
  label,
  name,
  choices,
  value,
  onChange,
  description,
  error,
  inline = false,
  none,
  isRequired,
}: CheckboxGroupFieldProps) {
  return (
    <CheckboxGroup
      name={name}
      value={[...value]}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>
        {label}
        {isRequired && <span aria-hidden="true">{' *'}</span>}
      </Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      {choices.length === 0 && none ? (
        <p className={styles.description}>{none}</p>
      ) : (
        <div className={`${styles.choices} ${inline ? styles.inline : ''}`}>
          {choices.map((choice) => (
            <Checkbox
              key={choice.value}
              value={choice.value}
              className={styles.checkbox}
              style={choice.depth ? { paddingInlineStart: `${choice.depth * 1.25}rem` } : undefined}
            >
              {({ isSelected }) => (
                <>
                  <span className={styles.box} aria-hidden="true">
                    {isSelected ? '✓' : ''}
                  </span>
                  {choice.label}
                </>
              )}
            </Checkbox>
          ))}
        </div>
      )}
      <FieldErrorText error={error} />
    </CheckboxGroup>
  )
}
