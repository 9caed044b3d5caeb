import { useId, useMemo } from 'react'
import { useLang } from '../../i18n/use-t'
import { SITE_TIME_ZONE } from '../../lib/format-date'
import { zoneOptions } from '../../lib/zone-names'
import styles from './conferences.module.css'

interface ZoneFieldProps {
  label: string
  description?: string
  value: string
  onChange: (zone: string) => void
  error?: string | null
}

/**
 * A conference's time zone chosen from the zones by their names in the person's language (a native
 * list: typing a name's first letters finds it), the site's zone first; a zone the browser does not
 * list (saved by an older console) stays chosen under its code.
 */
export function ZoneField({ label, description, value, onChange, error }: ZoneFieldProps) {
  const lang = useLang()
  const id = useId()
  const options = useMemo(() => {
    const listed = zoneOptions(lang, SITE_TIME_ZONE)
    return value && !listed.some((o) => o.id === value) ? [{ id: value, label: value }, ...listed] : listed
  }, [lang, value])
  const described = [description ? `${id}-d` : '', error ? `${id}-e` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {description && (
        <span id={`${id}-d`} className={styles.description}>
          {description}
        </span>
      )}
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={styles.input}
      >
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      <div aria-live="polite">
        {error && (
          <span id={`${id}-e`} className={styles.error}>
            {error}
          </span>
        )}
      </div>
    </div>
  )
}
