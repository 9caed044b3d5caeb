import { MEDIA_EXTENSIONS, MEDIA_KINDS, MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaKind } from '@ibr/contract/staff-client'
import { DropZone, FileTrigger, Text, type DropItem, type FileDropItem } from 'react-aria-components'
import { useMessages } from '../../i18n/use-t'
import { formatBytes } from '../../lib/format-bytes'
import { Button } from '../button/button'
import styles from './media-upload.module.css'
import { messages } from './messages'

interface UploadDropZoneProps {
  /** Only files of this kind are taken (a picker for images); any kind of the library otherwise. */
  only?: MediaKind
  onFiles: (files: File[]) => void
}

const isFile = (item: DropItem): item is FileDropItem => item.kind === 'file'

/**
 * Where files are dropped or chosen (one or many), with the types taken and the largest size of each
 * said before anything is sent. React Aria's drop zone also takes a drop from the keyboard or a paste.
 */
export function UploadDropZone({ only, onFiles }: UploadDropZoneProps) {
  const t = useMessages(messages)
  const kinds = only ? [only] : MEDIA_KINDS
  const accepted = kinds.flatMap((kind) => [...MEDIA_TYPES[kind], ...MEDIA_EXTENSIONS[kind]])
  return (
    <DropZone
      className={styles.dropZone}
      onDrop={async (event) => onFiles(await Promise.all(event.items.filter(isFile).map((item) => item.getFile())))}
    >
      <Text slot="label" className={styles.dropLabel}>
        {t('media.upload.drop')}
      </Text>
      <FileTrigger allowsMultiple acceptedFileTypes={accepted} onSelect={(list) => list && onFiles([...list])}>
        <Button>{t('media.upload.choose')}</Button>
      </FileTrigger>
      <ul className={styles.limits}>
        {kinds.map((kind) => (
          <li key={kind}>{t(`media.upload.limit.${kind}`, { max: formatBytes(MEDIA_MAX_BYTES[kind]) })}</li>
        ))}
      </ul>
    </DropZone>
  )
}
