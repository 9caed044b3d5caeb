import { useMemo } from 'react'
import { useLang } from '../../i18n/use-t'
import { SITE_TIME_ZONE } from '../../lib/format-date'
import { zoneOptions } from '../../lib/zone-names'
import styles from './conferences.module.css'
import { FieldFrame } from './plain-field'

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
  const options = useMemo(() => {
    const listed = zoneOptions(lang, SITE_TIME_ZONE)
    return value && !listed.some((o) => o.id === value) ? [{ id: value, label: value }, ...listed] : listed
  }, [lang, value])
  return (
    <FieldFrame label={label} description={description} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)} className={styles.input}>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
