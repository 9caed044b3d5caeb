import type { FileRule, FormField, UploadRet } from '@ibr/contract'
import { charCount } from '@ibr/contract/forms'
import { CONSENT_VALUE } from '@ibr/contract/registration-rules'
import { FileUpload } from '../../components/file-upload/file-upload'
import type { Shown } from '../../components/form/describe-problem'
import { Field } from '../../components/form/field'
import formStyles from '../../components/form/form.module.css'
import { messages } from './messages'
import { ChoiceGroup, CountrySelect, optionText, PersonsInput } from './registration-choices'

const m = messages.t

/** Input purposes of WCAG 1.3.5, by kind of field and by the names conferences use. */
const AUTOCOMPLETE: Record<string, string> = { email: 'email', tel: 'tel', name: 'name', organization: 'organization' }

export const fieldId = (name: string) => `reg-${name.replace(/[^\w-]/g, '_')}`

/** What a field holds while the form is filled: text, a list (choices, nights, persons), or an upload. */
export type EnteredValue = string | string[] | UploadRet | null

/** Kinds drawn as a group of controls inside a fieldset. */
const GROUPS: readonly string[] = ['multi', 'nights', 'persons', 'consent']

interface Props {
  field: FormField
  required: boolean
  value: EnteredValue
  currency?: string
  problem: Shown | undefined
  fileRule: FileRule
  onChange: (value: EnteredValue) => void
  onBlur: () => void
  onBusy: (busy: boolean) => void
}

/** One field of the registration form, as the conference defines it: the control its kind asks for. */
export function RegistrationField({ field, required, value, currency, problem, fileRule, onChange, onBlur, onBusy }: Props) {
  const text = typeof value === 'string' ? value : ''
  const list = Array.isArray(value) ? value : []
  const multiline = field.type === 'textarea'
  const group = GROUPS.includes(field.type)
  return (
    <Field
      id={fieldId(field.name)}
      label={field.label}
      required={required}
      help={field.help || undefined}
      problem={problem}
      choose={field.type === 'select' || field.type === 'country' || field.type === 'multi' || field.type === 'nights'}
      group={group ? 'checkboxes' : false}
      counter={multiline ? { count: charCount(text.trim()), max: field.maxLength } : undefined}
      // The error summary above the form announces the problems; each field's error only stands beside it.
      announce={false}
    >
      {(control) =>
        field.type === 'file' ? (
          <FileUpload
            id={control.id}
            accept={field.extensions ?? fileRule.extensions}
            maxBytes={field.maxBytes || fileRule.maxBytes}
            value={value && typeof value === 'object' && !Array.isArray(value) ? value : null}
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
              <option key={o.value} value={o.value} disabled={o.left === 0 && text !== o.value}>
                {optionText(o, currency)}
              </option>
            ))}
          </select>
        ) : field.type === 'multi' || field.type === 'nights' ? (
          <ChoiceGroup field={field} control={control} value={list} currency={currency} onChange={onChange} onBlur={onBlur} />
        ) : field.type === 'persons' ? (
          <PersonsInput field={field} control={control} value={list} onChange={onChange} onBlur={onBlur} />
        ) : field.type === 'country' ? (
          <CountrySelect control={control} name={field.name} value={text} onChange={onChange} onBlur={onBlur} />
        ) : field.type === 'consent' ? (
          <label className={formStyles.choice}>
            <input
              {...control}
              type="checkbox"
              name={field.name}
              checked={text === CONSENT_VALUE}
              onChange={(e) => onChange(e.target.checked ? CONSENT_VALUE : '')}
              onBlur={onBlur}
            />
            {m('consentAgree')}
          </label>
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
            min={field.type === 'number' ? (field.min ?? undefined) : undefined}
            max={field.type === 'number' ? (field.max ?? undefined) : undefined}
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
