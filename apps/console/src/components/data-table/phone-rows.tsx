import type { Cell, Header, Row, RowData } from '@tanstack/react-table'
import type { HTMLAttributes, ReactNode } from 'react'
import { useMessages } from '../../i18n/use-t'
import styles from './data-table.module.css'
import { ariaSort, SortableHeader } from './header-cell'
import { phonePlace, type Features } from './table-features'
import { messages } from './messages'

/** How the table draws a header's name and a cell's content. */
export interface Render<R extends RowData> {
  header: (header: Header<Features, R, unknown>) => ReactNode
  cell: (cell: Cell<Features, R, unknown>) => ReactNode
}

/**
 * The header of a phone's table: one column holding the primary columns' names (each a sort
 * button when sortable), so the rows can still be ordered by what a phone shows of them.
 */
export function PhoneHead<R extends RowData>({
  headers,
  sortable,
  render,
  pickCell,
}: {
  headers: Header<Features, R, unknown>[]
  sortable: (header: Header<Features, R, unknown>) => boolean
  render: Render<R>
  pickCell: ReactNode
}) {
  const primary = headers.filter((header, index) => phonePlace(header.column, index) === 'primary')
  const sorted = primary.find((header) => sortable(header) && header.column.getIsSorted())
  return (
    <tr>
      {pickCell}
      <th scope="col" aria-sort={sorted ? ariaSort(sorted) : undefined}>
        <span className={styles.phoneHeads}>
          {primary.map((header) => (
            <span key={header.id}>
              {sortable(header) ? <SortableHeader header={header}>{render.header(header)}</SortableHeader> : render.header(header)}
            </span>
          ))}
        </span>
      </th>
    </tr>
  )
}

/**
 * A row on a phone: its primary cells one under the other (the name, then the state), then each
 * secondary cell as a labelled line, all in one cell as wide as the screen, so nothing is squeezed
 * into a narrow column and nothing needs sideways scrolling.
 */
export function PhoneRow<R extends RowData>({
  row,
  render,
  pickCell,
  rowAttributes,
}: {
  row: Row<Features, R>
  render: Render<R>
  pickCell: ReactNode
  rowAttributes: HTMLAttributes<HTMLTableRowElement>
}) {
  const t = useMessages(messages)
  const cells = row.getAllCells()
  const primary = cells.filter((cell, index) => phonePlace(cell.column, index) === 'primary')
  const secondary = cells.filter((cell, index) => phonePlace(cell.column, index) === 'secondary')
  return (
    <tr {...rowAttributes}>
      {pickCell}
      <td className={styles.phoneCell}>
        {primary.map((cell) => (
          <div key={cell.id} className={styles.phonePrimary} data-column={cell.column.id}>
            {render.cell(cell)}
          </div>
        ))}
        {secondary.length > 0 && (
          <div className={styles.phoneLines}>
            {secondary.map((cell) => {
              const label = cell.column.columnDef.header
              return (
                <div key={cell.id} className={styles.phoneLine} data-column={cell.column.id}>
                  {typeof label === 'string' && label !== '' && (
                    <span className={styles.phoneLabel}>{t('table.lineLabel', { label })}</span>
                  )}
                  <div className={styles.phoneValue}>{render.cell(cell)}</div>
                </div>
              )
            })}
          </div>
        )}
      </td>
    </tr>
  )
}
