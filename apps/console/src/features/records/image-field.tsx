import { ImageChoice } from '../../components/image-choice/image-choice'
import { useT } from '../../i18n/use-t'
import styles from './records.module.css'

interface ImageFieldProps {
  label: string
  name: string
  /** A library file id, or null for none. */
  value: string | null
  onChange: (value: string | null) => void
  error?: string | null
}

/** A record's picture field (a team's photo, a facility's picture). */
export function ImageField({ label, name, value, onChange, error }: ImageFieldProps) {
  const t = useT()
  return (
    <fieldset className={styles.group} data-field={name}>
      <legend className={styles.legend}>{label}</legend>
      <ImageChoice
        label={label}
        src={value ? `/file/image/${encodeURIComponent(value)}` : null}
        none={t('records.image.none')}
        onPick={onChange}
        onRemove={() => onChange(null)}
        error={error}
      />
    </fieldset>
  )
}
