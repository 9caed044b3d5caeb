import { metaHelper, rowPaginationFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table'

/** Where a column goes on a phone: see `DataColumnMeta`. */
export type PhonePlace = 'primary' | 'secondary' | 'hidden'

/** What a column says of itself to the table, beside its header and cells. */
export interface DataColumnMeta {
  /**
   * Where it goes on a phone: `primary` stays in view (the row's name, its state), `secondary` is a
   * labelled line under them, `hidden` is left out (what the row's own page says anyway). Without it
   * the first column is primary and the others secondary. A column of row actions is never hidden.
   */
  phone?: PhonePlace
}

/** Sorting and paging only: the server sorts, searches and pages, the table shows what it answered. */
export const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnMeta: metaHelper<DataColumnMeta>() })
export type Features = typeof features

/** A column's place on a phone, from its declaration and its position among the columns. */
export const phonePlace = (column: { columnDef: { meta?: DataColumnMeta } }, index: number): PhonePlace =>
  column.columnDef.meta?.phone ?? (index === 0 ? 'primary' : 'secondary')
