import type { FileRule, FormField, UploadRet } from '@ibr/contract'
import { charCount } from '@ibr/contract/forms'
import { FileUpload } from '../../components/file-upload/file-upload'
import type { Shown } from '../../components/form/describe-problem'
import { Field } from '../../components/form/field'
import formStyles from '../../components/form/form.module.css'
import { messages } from './messages'

const m = messages.t

/** Input purposes of WCAG 1.3.5, by kind of field and by the names conferences use. */
const AUTOCOMPLETE: Record<string, string> = { email: 'email', tel: 'tel', name: 'name', organization: 'organization' }

export const fieldId = (name: string) => `reg-${name.replace(/[^\w-]/g, '_')}`

interface Props {
  field: FormField
  required: boolean
  value: string | UploadRet | null
  problem: Shown | undefined
  fileRule: FileRule
  onChange: (value: string | UploadRet | null) => void
  onBlur: () => void
  onBusy: (busy: boolean) => void
}

/** One field of the registration form, as the conference defines it: the control its kind asks for. */
export function RegistrationField({ field, required, value, problem, fileRule, onChange, onBlur, onBusy }: Props) {
  const text = typeof value === 'string' ? value : ''
  const multiline = field.type === 'textarea'
  return (
    <Field
      id={fieldId(field.name)}
      label={field.label}
      required={required}
      help={field.help || undefined}
      problem={problem}
      choose={field.type === 'select'}
      counter={multiline ? { count: charCount(text.trim()), max: field.maxLength } : undefined}
      // The error summary above the form announces the problems; each field's error only stands beside it.
      announce={false}
    >
      {(control) =>
        field.type === 'file' ? (
          <FileUpload
            id={control.id}
            accept={fileRule.extensions}
            maxBytes={fileRule.maxBytes}
            value={value && typeof value === 'object' ? value : null}
            onChange={onChange}
            invalid={control['aria-invalid']}
            describedBy={control['aria-describedby']}
            onBusyChange={onBusy}
          />
        ) : field.type === 'select' ? (
          <select
            {...control}
            name={field.name}
            className={formStyles.select}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          >
            <option value="">{m('choose')}</option>
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : multiline ? (
          <textarea
            {...control}
            name={field.name}
            className={formStyles.textarea}
            rows={5}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <input
            {...control}
            name={field.name}
            className={formStyles.input}
            type={field.type}
            autoComplete={AUTOCOMPLETE[field.type] ?? AUTOCOMPLETE[field.name]}
            spellCheck={field.type === 'text' ? undefined : false}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </Field>
  )
}
