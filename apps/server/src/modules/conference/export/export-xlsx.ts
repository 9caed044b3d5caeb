import { PassThrough, type Readable } from 'node:stream'
import { neutraliseFormula } from './cell-safety.js'
import type { ExportRegistration } from './export-repository.js'
import type { ExportCell, exportTable } from './export-table.js'
import { whenWritable } from './stream-pace.js'

const safeCell = (cell: ExportCell) => (typeof cell === 'number' ? cell : neutraliseFormula(cell))

/**
 * The registrations as an XLSX workbook written by exceljs's streaming writer: each row is committed
 * (serialised and handed to the zip) as soon as it is added, shared strings are off (they would keep
 * every text in memory until the end), and the next batch is read only while the client keeps up.
 * Text cells are strings, never formulas; the fee is a number shown with two decimals. exceljs (and
 * the zip and XML packages under it) is loaded by the first export, not at every server's start.
 */
export function xlsxStream(
  batches: AsyncIterable<ExportRegistration[]>,
  table: ReturnType<typeof exportTable>,
  sheetName: string,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough()
  const write = async () => {
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
    sheet.columns = table.columns.map((c) => ({ width: c.width, ...(c.money && { style: { numFmt: '0.00' } }) }))
    const header = sheet.addRow(table.columns.map((c) => safeCell(c.header)))
    header.font = { bold: true }
    header.commit()
    for await (const batch of batches) {
      for (const registration of batch) sheet.addRow(table.cells(registration).map(safeCell)).commit()
      await whenWritable(out)
      if (out.destroyed) return
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => {
    onError(error)
    out.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  return out
}
