import type { FormField } from '@ibr/contract'
import { COUNTRY_CODES } from '@ibr/contract/registration-rules'
import type { ControlProps } from '../../components/form/field'
import formStyles from '../../components/form/form.module.css'
import { formatDay } from './date-format'
import { messages } from './messages'

const m = messages.t

/** An amount in fen in the page's language, e.g. ¥200.00 or CN¥200.00. */
export function formatFee(fen: number, currency = 'CNY'): string {
  return new Intl.NumberFormat(m('locale'), { style: 'currency', currency }).format(fen / 100)
}

/** An option as offered: its label, its fee, the places it has left. */
export function optionText(option: FormField['options'][number], currency?: string): string {
  const notes = [
    option.fee ? m('optionFee', { fee: formatFee(option.fee, currency) }) : '',
    option.left === 0 ? m('optionFull') : option.left != null ? m('placesLeft', { count: option.left }) : '',
  ].filter(Boolean)
  return notes.length ? `${option.label}${m('noteOpen')}${notes.join(m('noteJoin'))}${m('noteClose')}` : option.label
}

interface GroupProps {
  field: FormField
  control: ControlProps
  value: readonly string[]
  currency?: string
  onChange: (value: string[]) => void
  onBlur: () => void
}

/**
 * Check boxes for a multiple choice or the nights of a stay (inside the field's fieldset): a full
 * option can still be kept by one who holds it, never newly ticked.
 */
export function ChoiceGroup({ field, control, value, currency, onChange, onBlur }: GroupProps) {
  const choices =
    field.type === 'nights'
      ? (field.nights ?? []).map((night) => ({ value: night, text: formatDay(night), disabled: false }))
      : field.options.map((o) => ({ value: o.value, text: optionText(o, currency), disabled: o.left === 0 && !value.includes(o.value) }))
  return (
    <div className={formStyles.choices}>
      {choices.map((c, i) => (
        <label key={c.value} className={formStyles.choice}>
          <input
            type="checkbox"
            id={i === 0 ? control.id : undefined}
            name={field.name}
            value={c.value}
            checked={value.includes(c.value)}
            disabled={c.disabled}
            aria-invalid={control['aria-invalid']}
            onChange={(e) => onChange(e.target.checked ? [...value, c.value] : value.filter((v) => v !== c.value))}
            onBlur={onBlur}
          />
          {c.text}
        </label>
      ))}
    </div>
  )
}

/** Accompanying persons: one name per line of input, up to the field's most; blank lines are left out. */
export function PersonsInput({ field, control, value, onChange, onBlur }: Omit<GroupProps, 'currency'>) {
  const most = field.max ?? 10
  const rows = value.length < most ? [...value, ''] : [...value]
  return (
    <div className={formStyles.choices}>
      {rows.map((name, i) => (
        <input
          key={i}
          {...(i === 0 ? control : { 'aria-invalid': control['aria-invalid'] })}
          className={formStyles.input}
          aria-label={m('personN', { n: i + 1 })}
          autoComplete="off"
          value={name}
          onChange={(e) => {
            const next = [...rows]
            next[i] = e.target.value
            onChange(next.filter((n, j) => n !== '' || j < next.length - 1))
          }}
          onBlur={onBlur}
        />
      ))}
    </div>
  )
}

/** Countries by their names in the page's language (Intl.DisplayNames), stored as ISO codes: no list of names in the bundle. */
export function CountrySelect({
  control,
  value,
  name,
  onChange,
  onBlur,
}: {
  control: ControlProps
  value: string
  name: string
  onChange: (v: string) => void
  onBlur: () => void
}) {
  const names = new Intl.DisplayNames([m('locale')], { type: 'region' })
  const countries = [...COUNTRY_CODES]
    .map((code) => ({ code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, m('locale')))
  return (
    <select
      {...control}
      name={name}
      className={`${formStyles.select}`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    >
      <option value="">{m('choose')}</option>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.label}
        </option>
      ))}
    </select>
  )
}
