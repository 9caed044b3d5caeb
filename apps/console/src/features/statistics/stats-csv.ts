import { saveFile } from '../../lib/save-file'

/** A cell Excel would run as a formula (a reader's search query may begin so) is kept as text. */
const FORMULA = /^[=+\-@\t\r]/

const cell = (value: string | number) => {
  const text = typeof value === 'number' ? String(value) : FORMULA.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * A table as CSV: a header row, then the rows, CRLF line ends, led by a UTF-8 byte order mark so
 * Excel opens Chinese text correctly.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[headers, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}

/** Saves a table as `<name>-<from>-<to>.csv`. */
export function downloadCsv(
  name: string,
  range: { from: string; to: string },
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
) {
  saveFile(new Blob([toCsv(headers, rows)], { type: 'text/csv;charset=utf-8' }), `${name}-${range.from}-${range.to}.csv`)
}
