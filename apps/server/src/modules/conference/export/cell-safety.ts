/**
 * A text cell a spreadsheet would run as a formula (it starts with = + - @, or a tab or carriage
 * return before one) is prefixed with an apostrophe: what a registrant typed in a form must never
 * become a formula in a reviewer's spreadsheet (CSV and XLSX alike: a cell edited in Excel is parsed
 * again). A plain number ("-3", "+86") cannot compute anything and is left as it is.
 */
export function neutraliseFormula(value: string): string {
  if (!/^[=+\-@\t\r]/.test(value)) return value
  if (/^[+-]?\d+(\.\d+)?$/.test(value)) return value
  return `'${value}`
}

/** One CSV field (RFC 4180): quoted when it holds a quote, a comma or a line break; formulas neutralised. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value)
  const safe = neutraliseFormula(value)
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** One CSV record with its CRLF line end. */
export const csvLine = (cells: readonly (string | number)[]) => cells.map(csvField).join(',') + '\r\n'
