import type { Lang } from '@ibr/contract/lang'
import { TextField } from './text-field'

const LANGS: readonly Lang[] = ['zh', 'en']

interface BilingualTextFieldsProps {
  /** The field in each language's part of the body: `name` is sent as `zh.name` and `en.name`, and refused by those names. */
  field: string
  labels: Record<Lang, string>
  values: Record<Lang, string>
  onChange: (lang: Lang, value: string) => void
  /** The form's messages by field name (`zh.name`). */
  errors: Partial<Record<string, string | undefined>>
  description?: string
  maxLength?: number
  isRequired?: boolean
  /** Lays the two side by side (the feature's pair). */
  className?: string
}

/** One text in both languages: the Chinese field and the English one, side by side. */
export function BilingualTextFields({ field, labels, values, onChange, errors, className, ...shared }: BilingualTextFieldsProps) {
  return (
    <div className={className}>
      {LANGS.map((lang) => (
        <TextField
          key={lang}
          label={labels[lang]}
          name={`${lang}.${field}`}
          value={values[lang]}
          onChange={(value) => onChange(lang, value)}
          error={errors[`${lang}.${field}`]}
          {...shared}
        />
      ))}
    </div>
  )
}
