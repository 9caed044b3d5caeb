import type { MediaFile } from '@ibr/contract/staff-client'
import { GridList, GridListItem, type Key, type Selection } from 'react-aria-components'
import { useMessages } from '../../i18n/use-t'
import { formatBytes } from '../../lib/format-bytes'
import { EmptyState } from '../empty-state/empty-state'
import { MediaThumb } from './media-thumb'
import styles from './media-grid.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface MediaGridProps {
  label: string
  files: readonly MediaFile[]
  selectedId: string | null
  onSelect: (id: string) => void
  /** Enter or a double click on a file (the picker: choose it). */
  onAction?: (id: string) => void
}

/** Library files as tiles, moved through with the arrow keys; one is selected at a time. */
export function MediaGrid({ label, files, selectedId, onSelect, onAction }: MediaGridProps) {
  const t = useMessages(messages, shared)
  const select = (keys: Selection) => {
    if (keys === 'all') return
    const [key] = [...keys]
    if (key !== undefined) onSelect(String(key))
  }
  return (
    <GridList
      aria-label={label}
      layout="grid"
      items={files}
      selectionMode="single"
      selectionBehavior="replace"
      disallowEmptySelection
      selectedKeys={selectedId ? [selectedId] : []}
      onSelectionChange={select}
      onAction={onAction ? (key: Key) => onAction(String(key)) : undefined}
      className={styles.grid}
      renderEmptyState={() => <EmptyState>{t('media.none')}</EmptyState>}
    >
      {(file) => {
        const noAlt = file.kind === 'image' && (!file.altZh.trim() || !file.altEn.trim())
        return (
          <GridListItem id={file.id} textValue={file.name} className={styles.tile}>
            <MediaThumb file={file} />
            <span className={styles.name}>{file.name}</span>
            <span className={styles.meta}>
              {t(`media.kindOne.${file.kind}`)} · {formatBytes(file.size)}
            </span>
            {noAlt && <span className={styles.warning}>{t('media.noAlt')}</span>}
          </GridListItem>
        )
      }}
    </GridList>
  )
}
