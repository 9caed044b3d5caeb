import {
  createColumnHelper,
  functionalUpdate,
  useTable,
  type ColumnDef,
  type Header,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useId, useRef, type HTMLAttributes, type ReactNode } from 'react'
import { useMessages } from '../../i18n/use-t'
import { useNarrowScreen } from '../../lib/use-narrow-screen'
import { Pagination } from '../pagination/pagination'
import styles from './data-table.module.css'
import { ariaSort, SortableHeader } from './header-cell'
import { PhoneHead, PhoneRow, type Render } from './phone-rows'
import { features, type Features } from './table-features'
import { SelectAllBox, SelectionBar, SelectRowBox, type RowSelection } from './row-selection'
import { useOverflows } from './use-overflows'
import { messages } from './messages'

/** Builds a table's columns, typed by its rows. Sorting is off unless a column asks for it. */
export const columnHelper = <Row extends RowData>() => createColumnHelper<Features, Row>()
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table's columns have values of different types
export type DataColumn<Row extends RowData> = ColumnDef<Features, Row, any>

/** The order the server is asked for: a column id and its direction. */
export interface TableSort {
  id: string
  desc: boolean
}

export interface DataTableProps<Row extends RowData> {
  /** The table's name (its caption), as a screen reader announces it. */
  label: string
  columns: readonly DataColumn<Row>[]
  rows: readonly Row[]
  rowId: (row: Row) => string
  sort?: TableSort | null
  onSortChange?: (sort: TableSort) => void
  /** Paging: the page shown (from 1), rows per page and the number of rows there are. */
  paging?: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void }
  /** A new answer is on its way: the rows shown are the previous ones. */
  busy?: boolean
  /** What an empty table says instead. */
  empty: ReactNode
  /** Attributes and handlers of a row's `<tr>` (a reorderable list's drop targets). */
  rowProps?: (row: Row, index: number) => HTMLAttributes<HTMLTableRowElement>
  /** Checkboxes to pick rows for an action on several at once. */
  selection?: RowSelection<Row>
}

/**
 * A table of rows the server sorted and paged. Sortable headers are buttons in `<th>` with
 * `aria-sort`, so the order is both changeable from the keyboard and announced. On a phone each row
 * is one cell as wide as the screen, its columns placed as they declare (`DataColumnMeta.phone`).
 */
export function DataTable<Row extends RowData>({
  label,
  columns,
  rows,
  rowId,
  sort = null,
  onSortChange,
  paging,
  busy = false,
  empty,
  rowProps,
  selection,
}: DataTableProps<Row>) {
  const t = useMessages(messages)
  const sorting: SortingState = sort ? [sort] : []
  const pagination: PaginationState = { pageIndex: (paging?.page ?? 1) - 1, pageSize: paging?.pageSize ?? Math.max(rows.length, 1) }
  const table = useTable({
    features,
    columns: columns as DataColumn<Row>[],
    data: rows as Row[],
    getRowId: rowId,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    rowCount: paging?.total ?? rows.length,
    enableSortingRemoval: false,
    enableMultiSort: false,
    defaultColumn: { enableSorting: false },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)[0]
      if (next && onSortChange) onSortChange({ id: next.id, desc: next.desc })
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination)
      if (paging && next.pageIndex !== pagination.pageIndex) paging.onPageChange(next.pageIndex + 1)
    },
  })
  const visibleRows = table.getRowModel().rows
  const scroller = useRef<HTMLDivElement>(null)
  const captionId = useId()
  const phone = useNarrowScreen()
  // A table wider than the screen scrolls sideways: the keyboard must be able to scroll it too.
  const scrollable = useOverflows(scroller)
  const picking = selection as RowSelection<unknown> | undefined
  const render: Render<Row> = {
    header: (header) => (header.isPlaceholder ? null : <table.FlexRender header={header} />),
    cell: (cell) => <table.FlexRender cell={cell} />,
  }
  const sortable = (header: Header<Features, Row, unknown>) => Boolean(onSortChange) && header.column.getCanSort()
  const pickAll = picking && (
    <th scope="col" className={styles.pickCell}>
      <SelectAllBox ids={visibleRows.map((row) => row.id)} selection={picking} />
    </th>
  )
  const pickOne = (row: (typeof visibleRows)[number]) =>
    picking &&
    selection && (
      <td className={styles.pickCell}>
        <SelectRowBox id={row.id} label={selection.rowLabel(row.original)} selection={picking} />
      </td>
    )
  const rowAttributes = (row: (typeof visibleRows)[number], index: number) => ({
    ...rowProps?.(row.original, index),
    'data-picked': picking?.selected.has(row.id) || undefined,
  })
  const columnCount = phone ? 1 : table.getAllLeafColumns().length
  return (
    <div className={styles.wrap}>
      {picking && <SelectionBar selection={picking} />}
      <div
        ref={scroller}
        className={styles.scroller}
        {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
      >
        <table className={`${styles.table} ${phone ? styles.phone : ''}`} aria-busy={busy || undefined}>
          <caption id={captionId} className="visually-hidden">
            {label}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) =>
              phone ? (
                <PhoneHead key={group.id} headers={group.headers} sortable={sortable} render={render} pickCell={pickAll} />
              ) : (
                <tr key={group.id}>
                  {pickAll}
                  {group.headers.map((header) => (
                    <HeaderCell key={header.id} header={header} sortable={sortable(header)}>
                      {render.header(header)}
                    </HeaderCell>
                  ))}
                </tr>
              ),
            )}
          </thead>
          <tbody>
            {visibleRows.map((row, index) =>
              phone ? (
                <PhoneRow key={row.id} row={row} render={render} pickCell={pickOne(row)} rowAttributes={rowAttributes(row, index)} />
              ) : (
                <tr key={row.id} {...rowAttributes(row, index)}>
                  {pickOne(row)}
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>{render.cell(cell)}</td>
                  ))}
                </tr>
              ),
            )}
            {visibleRows.length === 0 && (
              <tr>
                <td colSpan={columnCount + (picking ? 1 : 0)} className={styles.empty}>
                  {busy ? t('common.loading') : empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {paging && (
        <Pagination
          page={paging.page}
          pageCount={table.getPageCount()}
          total={paging.total}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
        />
      )}
    </div>
  )
}

function HeaderCell<Row extends RowData>({
  header,
  sortable,
  children,
}: {
  header: Header<Features, Row, unknown>
  sortable: boolean
  children: ReactNode
}) {
  if (!sortable) return <th scope="col">{children}</th>
  return (
    <th scope="col" aria-sort={ariaSort(header)}>
      <SortableHeader header={header}>{children}</SortableHeader>
    </th>
  )
}
