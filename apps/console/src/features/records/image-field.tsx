import { can } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useState } from 'react'
import { Button } from '../../components/button/button'
import { MediaPicker } from '../../components/media-picker/media-picker'
import { useT } from '../../i18n/use-t'
import { sessionStore } from '../../lib/session-store'
import styles from './records.module.css'

interface ImageFieldProps {
  label: string
  name: string
  /** A library file id, or null for none. */
  value: string | null
  onChange: (value: string | null) => void
  error?: string | null
}

const src = (id: string) => `/file/image/${encodeURIComponent(id)}?w=320`

/** A picture chosen in the media library (or uploaded there), shown small, removable. */
export function ImageField({ label, name, value, onChange, error }: ImageFieldProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  // The library is the content writers' (media/list): a group administrator keeps or removes the picture.
  const mayPick = useStore(sessionStore, (state) => can(state.user, 'content.write'))
  return (
    <fieldset className={styles.group} data-field={name}>
      <legend className={styles.legend}>{label}</legend>
      {value ? <img src={src(value)} alt="" className={styles.thumb} /> : <p className={styles.muted}>{t('records.image.none')}</p>}
      <div className={styles.row}>
        {mayPick ? (
          <Button size="small" onPress={() => setOpen(true)}>
            {t('records.image.choose')}
          </Button>
        ) : (
          <span className={styles.muted}>{t('records.image.noAccess')}</span>
        )}
        {value && (
          <Button size="small" variant="quiet" onPress={() => onChange(null)}>
            {t('records.image.remove')}
          </Button>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {open && (
        <MediaPicker
          kind="image"
          onPick={(file) => {
            onChange(file.id)
            setOpen(false)
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </fieldset>
  )
}
