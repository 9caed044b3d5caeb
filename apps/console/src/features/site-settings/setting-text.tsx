import { Input, Label, Text, TextField } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { FieldErrorText } from '../../components/field/field-error'
import fieldStyles from '../../components/field/field.module.css'
import { useMessages } from '../../i18n/use-t'
import styles from './site-settings.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

export interface SettingProps {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  /** Whether a value is saved (else the environment's applies). */
  saved: boolean
  defaultValue: string
  error?: string
  onReset: () => void
}

/** One text setting: where its value comes from is said under it, with a way back to the default. */
export function SettingText({ name, label, value, onChange, saved, defaultValue, error, onReset }: SettingProps) {
  const t = useMessages(messages, shared)
  return (
    <div className={styles.setting}>
      <TextField
        name={name}
        value={value}
        onChange={onChange}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        className={fieldStyles.field}
      >
        <Label className={fieldStyles.label}>{label}</Label>
        <Text slot="description" className={fieldStyles.description}>
          {saved ? t('siteSettings.fromConsole', { value: defaultValue || t('siteSettings.empty') }) : t('siteSettings.fromEnv')}
        </Text>
        <Input className={fieldStyles.input} maxLength={1000} />
        <FieldErrorText error={error} />
      </TextField>
      {saved && (
        <Button size="small" variant="quiet" onPress={onReset}>
          {t('siteSettings.reset', { setting: label })}
        </Button>
      )}
    </div>
  )
}
