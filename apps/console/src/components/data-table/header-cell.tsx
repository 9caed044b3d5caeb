import type { Header, RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/use-t'
import styles from './data-table.module.css'
import type { Features } from './table-features'
import { messages } from './messages'

/** A column's name, as a button that orders the rows by it when the server can (its mark says which way). */
export function SortableHeader<Row extends RowData>({ header, children }: { header: Header<Features, Row, unknown>; children: ReactNode }) {
  const t = useMessages(messages)
  const direction = header.column.getIsSorted()
  return (
    <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
      {children}
      <span className={styles.sortMark} aria-hidden="true">
        {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
      </span>
      <span className="visually-hidden">{t(direction === 'asc' ? 'table.sortDescending' : 'table.sortAscending')}</span>
    </button>
  )
}

/** `aria-sort` of a sortable column's header cell. */
export function ariaSort<Row extends RowData>(header: Header<Features, Row, unknown>) {
  const direction = header.column.getIsSorted()
  return direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'
}
