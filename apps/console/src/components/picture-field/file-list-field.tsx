import { can, STAFF_ACCESS, STAFF_API, type MediaKind } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useState } from 'react'
import { useMessages } from '../../i18n/use-t'
import { sessionStore } from '../../lib/session-store'
import { Button } from '../button/button'
import { MediaPicker, type PickedFile } from '../media-picker/media-picker'
import { FilePreview } from './file-preview'
import { useLibraryFile } from './use-library-file'
import styles from './picture-field.module.css'
import { messages } from './messages'

interface FileListFieldProps {
  label: string
  /** The files' ids in order. */
  value: string[]
  onChange: (ids: string[]) => void
  kind: MediaKind
  description?: string
  error?: string | null
  isRequired?: boolean
}

/** Files of the media library in order (an item's attachments), each shown by its name and type, added through the picker. */
export function FileListField({ label, value, onChange, kind, description, error, isRequired }: FileListFieldProps) {
  const t = useMessages(messages)
  const [picking, setPicking] = useState(false)
  const [known, setKnown] = useState<Record<string, PickedFile>>({})
  const mayPick = useStore(sessionStore, (state) => can(state.user, STAFF_ACCESS[STAFF_API.mediaList].permission))
  return (
    <fieldset className={styles.field} aria-invalid={Boolean(error) || undefined}>
      <legend className={styles.legend}>
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </legend>
      {description && <p className={styles.muted}>{description}</p>}
      {value.length === 0 ? (
        <p className={styles.muted}>{t('picture.noFiles')}</p>
      ) : (
        <ul className={styles.list}>
          {value.map((id) => (
            <ListedFile key={id} id={id} known={known[id]} onRemove={() => onChange(value.filter((other) => other !== id))} />
          ))}
        </ul>
      )}
      {mayPick && (
        <Button size="small" onPress={() => setPicking(true)} aria-label={`${t('picture.add')} (${label})`}>
          {t('picture.add')}
        </Button>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {picking && (
        <MediaPicker
          kind={kind}
          onPick={(chosen) => {
            setKnown((all) => ({ ...all, [chosen.id]: chosen }))
            if (!value.includes(chosen.id)) onChange([...value, chosen.id])
            setPicking(false)
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </fieldset>
  )
}

function ListedFile({ id, known, onRemove }: { id: string; known: PickedFile | undefined; onRemove: () => void }) {
  const t = useMessages(messages)
  const fetched = useLibraryFile(known ? null : id)
  const file = known ?? fetched.file
  return (
    <li className={styles.item}>
      <FilePreview file={file} />
      <Button size="small" variant="quiet" onPress={onRemove} aria-label={`${t('picture.remove')} (${file?.name ?? t('picture.gone')})`}>
        {t('picture.remove')}
      </Button>
    </li>
  )
}
