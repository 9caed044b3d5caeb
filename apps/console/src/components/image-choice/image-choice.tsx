import { can, STAFF_ACCESS, STAFF_API } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { sessionStore } from '../../lib/session-store'
import { Button } from '../button/button'
import { MediaPicker } from '../media-picker/media-picker'
import styles from './image-choice.module.css'

interface ImageChoiceProps {
  /** Names the choose button to assistive technology when several pictures share a screen. */
  label: string
  /** The picture's address, or null for none. */
  src: string | null
  /** What is shown when there is none. */
  none: string
  onPick: (id: string) => void
  /** Offered while there is a value. */
  onRemove?: () => void
  error?: string | null
  /** Further actions beside choose and remove. */
  children?: ReactNode
}

/**
 * A picture chosen in the media library (or uploaded right there), shown small, removable: a record's
 * photo, a site setting's logo. Whoever may list the library may choose; the server decides what they
 * see there (a group administrator: their own uploads).
 */
export function ImageChoice({ label, src, none, onPick, onRemove, error, children }: ImageChoiceProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const mayPick = useStore(sessionStore, (state) => can(state.user, STAFF_ACCESS[STAFF_API.mediaList].permission))
  return (
    <>
      {src ? <img src={`${src}?w=320`} alt="" className={styles.thumb} /> : <p className={styles.muted}>{none}</p>}
      <div className={styles.row}>
        {mayPick && (
          <Button size="small" onPress={() => setOpen(true)} aria-label={`${t('records.image.choose')} (${label})`}>
            {t('records.image.choose')}
          </Button>
        )}
        {src && onRemove && (
          <Button size="small" variant="quiet" onPress={onRemove}>
            {t('records.image.remove')}
          </Button>
        )}
        {children}
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
            onPick(file.id)
            setOpen(false)
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
