import type { ReactNode } from 'react'
import { Button } from '../../components/button/button'
import { Announcer, MoveButtons } from '../../components/reorder/move-buttons'
import { moveItem, useReorder } from '../../components/reorder/use-reorder'
import { useMessages } from '../../i18n/use-t'
import styles from './records.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface RowListProps<T> {
  label: string
  name: string
  rows: readonly T[]
  onChange: (rows: T[]) => void
  /** A new row's value. */
  blank: () => T
  /** The fields of one row; `index` names them (doc.members.2.email). */
  renderRow: (row: T, index: number, change: (row: T) => void) => ReactNode
  /** How a row is named to assistive technology in its buttons (Member 3). */
  rowLabel: (index: number) => string
  error?: string | null
}

/**
 * An ordered list of rows (members, instruments, services): add, remove, and move up or down with
 * buttons, so the order is changed by keyboard as easily as by pointer.
 */
export function RowList<T>({ label, name, rows, onChange, blank, renderRow, rowLabel, error }: RowListProps<T>) {
  const t = useMessages(messages, shared)
  const reorder = useReorder({
    count: rows.length,
    onMove: (from, to) => onChange(moveItem(rows, from, to)),
    announce: (from, to) => t('records.rows.moved', { row: rowLabel(from), position: to + 1, count: rows.length }),
  })
  return (
    <fieldset className={styles.group} data-field={name}>
      <legend className={styles.legend}>{label}</legend>
      {rows.length === 0 && <p className={styles.muted}>{t('records.rows.none')}</p>}
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={index} className={styles.rowItem} data-row={index}>
            <div className={styles.rowFields}>
              {renderRow(row, index, (changed) => onChange(rows.map((r, i) => (i === index ? changed : r))))}
            </div>
            <div className={styles.rowActions}>
              <MoveButtons
                index={index}
                count={rows.length}
                onMove={reorder.move}
                upLabel={t('records.rows.up', { row: rowLabel(index) })}
                downLabel={t('records.rows.down', { row: rowLabel(index) })}
              />
              <Button size="small" variant="quiet" onPress={() => onChange(rows.filter((_, i) => i !== index))}>
                {t('records.rows.remove', { row: rowLabel(index) })}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button size="small" onPress={() => onChange([...rows, blank()])}>
        {t('records.rows.add')}
      </Button>
      <Announcer message={reorder.message} />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
