import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components'
import { FieldErrorText } from '../../../components/field/field-error'
import fieldStyles from '../../../components/field/field.module.css'
import { useMessages } from '../../../i18n/use-t'
import { choiceOptions, NO_CHOICE } from '../choice-labels'
import { RequiredMark } from './editor-text-field'
import { messages } from '../messages'
import { messages as shared } from '../../../i18n/shared/messages'

interface ChoiceFieldProps {
  label: string
  name: string
  /** The values the kind allows. */
  values: readonly string[]
  value: string | null
  onChange: (value: string | null) => void
  error?: string | null
  isRequired?: boolean
}

/** One of a kind's categories (or programmes, or research areas), named as the site names them; "none" clears it. */
export function ChoiceField({ label, name, values, value, onChange, error, isRequired }: ChoiceFieldProps) {
  const t = useMessages(messages, shared)
  return (
    <Select
      name={name}
      value={value ?? NO_CHOICE}
      onChange={(key: Key | null) => onChange(key === null || key === NO_CHOICE ? null : String(key))}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>
        {label}
        {isRequired && <RequiredMark />}
      </Label>
      <Button className={fieldStyles.select}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldErrorText error={error} />
      <Popover className={fieldStyles.popover}>
        <ListBox className={fieldStyles.listBox} items={choiceOptions(values, t)}>
          {(option) => (
            <ListBoxItem id={option.id} className={fieldStyles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
