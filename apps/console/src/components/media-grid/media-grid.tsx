import type { MediaFile } from '@ibr/contract/staff-client'
import { Checkbox, GridList, GridListItem, type Key, type Selection } from 'react-aria-components'
import { useMessages } from '../../i18n/use-t'
import { formatBytes } from '../../lib/format-bytes'
import { EmptyState } from '../empty-state/empty-state'
import { MediaThumb } from './media-thumb'
import fieldStyles from '../field/field.module.css'
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
  /**
   * Files picked for an action on several: each tile gets a checkbox (Space toggles it), and a click
   * or Enter opens the file (`onSelect`) instead of selecting it.
   */
  picked?: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void }
}

/** Library files as tiles, moved through with the arrow keys; one is selected at a time. */
export function MediaGrid({ label, files, selectedId, onSelect, onAction, picked }: MediaGridProps) {
  const t = useMessages(messages, shared)
  const select = (keys: Selection) => {
    if (keys === 'all') return
    const [key] = [...keys]
    if (key !== undefined) onSelect(String(key))
  }
  const pick = (keys: Selection) => picked?.onChange(new Set(keys === 'all' ? files.map((f) => f.id) : [...keys].map(String)))
  const selection = picked
    ? {
        selectionMode: 'multiple' as const,
        selectionBehavior: 'toggle' as const,
        selectedKeys: [...picked.selected],
        onSelectionChange: pick,
        onAction: (key: Key) => onSelect(String(key)),
      }
    : {
        selectionMode: 'single' as const,
        selectionBehavior: 'replace' as const,
        disallowEmptySelection: true,
        selectedKeys: selectedId ? [selectedId] : [],
        onSelectionChange: select,
        onAction: onAction ? (key: Key) => onAction(String(key)) : undefined,
      }
  return (
    <GridList
      aria-label={label}
      layout="grid"
      items={files}
      {...selection}
      className={picked ? `${styles.grid} ${styles.picking}` : styles.grid}
      renderEmptyState={() => <EmptyState>{t('media.none')}</EmptyState>}
    >
      {(file) => {
        const noAlt = file.kind === 'image' && (!file.altZh.trim() || !file.altEn.trim())
        return (
          <GridListItem
            id={file.id}
            textValue={file.name}
            className={styles.tile}
            data-open={picked && file.id === selectedId ? true : undefined}
          >
            {picked && (
              <Checkbox slot="selection" className={`${fieldStyles.checkbox} ${styles.pick}`}>
                {({ isSelected }) => (
                  <span className={fieldStyles.box} aria-hidden="true">
                    {isSelected ? '✓' : ''}
                  </span>
                )}
              </Checkbox>
            )}
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
