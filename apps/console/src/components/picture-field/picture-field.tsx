import { can, STAFF_ACCESS, STAFF_API, type MediaKind } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useState, type ReactNode } from 'react'
import { useMessages } from '../../i18n/use-t'
import { sessionStore } from '../../lib/session-store'
import { Button } from '../button/button'
import { MediaPicker, type PickedFile } from '../media-picker/media-picker'
import { AltTextForm } from '../alt-text/alt-text-form'
import { useCurrentAlt } from '../alt-text/alt-text-cache'
import { FilePreview, lacksAlt } from './file-preview'
import { useLibraryFile } from './use-library-file'
import styles from './picture-field.module.css'
import { messages } from './messages'

interface PictureFieldProps {
  label: string
  /** The chosen file's id, or null for none. */
  value: string | null
  onChange: (id: string | null) => void
  /** What the library offers for this field. */
  kind: MediaKind
  /** Said under the label. */
  description?: string
  error?: string | null
  isRequired?: boolean
  /** Whether an image without alt text asks for it (not where the item gives its own, as a banner's titles). */
  askAlt?: boolean
  /** What none means here (a site setting: the site's built-in picture). */
  none?: string
  /** The form field it stands for, where a refusal names it (`data-field`). */
  name?: string
  /** Further actions beside choose, replace and remove. */
  children?: ReactNode
}

/**
 * One file of the media library, shown as a person knows it (an image small, any other file by its
 * name and type), chosen, replaced or removed through the library's picker: nobody types an id. An
 * image without alt text in both languages asks for it right here, since it cannot be published so.
 */
export function PictureField(props: PictureFieldProps) {
  const { label, value, onChange, kind, description, error, isRequired, askAlt = true, none, name: field, children } = props
  const t = useMessages(messages)
  const [picking, setPicking] = useState(false)
  // The file as chosen or described here, so it shows at once rather than after the library answers.
  const [known, setKnown] = useState<PickedFile | null>(null)
  const fetched = useLibraryFile(value !== null && known?.id !== value ? value : null)
  const file = useCurrentAlt(value === null ? null : known?.id === value ? known : fetched.file)
  const mayPick = useStore(sessionStore, (state) => can(state.user, STAFF_ACCESS[STAFF_API.mediaList].permission))
  // Alt text is the library's: asked only of someone who may describe its files (not a group administrator).
  const mayDescribe = useStore(sessionStore, (state) => can(state.user, STAFF_ACCESS[STAFF_API.mediaUpdate].permission))
  const name = (action: string) => `${action} (${label})`
  return (
    <fieldset className={styles.field} aria-invalid={Boolean(error) || undefined} data-field={field}>
      <legend className={styles.legend}>
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </legend>
      {description && <p className={styles.muted}>{description}</p>}
      {value === null ? <p className={styles.muted}>{none ?? t('picture.none')}</p> : <FilePreview file={file} />}
      <div className={styles.row}>
        {mayPick && (
          <Button size="small" onPress={() => setPicking(true)} aria-label={name(t(value === null ? 'picture.choose' : 'picture.replace'))}>
            {t(value === null ? 'picture.choose' : 'picture.replace')}
          </Button>
        )}
        {value !== null && (
          <Button size="small" variant="quiet" onPress={() => onChange(null)} aria-label={name(t('picture.remove'))}>
            {t('picture.remove')}
          </Button>
        )}
        {children}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {askAlt && mayDescribe && lacksAlt(file) && <AltTextForm key={file.id} file={file} />}
      {picking && (
        <MediaPicker
          kind={kind}
          onPick={(chosen) => {
            setKnown(chosen)
            onChange(chosen.id)
            setPicking(false)
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </fieldset>
  )
}
