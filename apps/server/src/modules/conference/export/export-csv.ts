import { Readable } from 'node:stream'
import { csvLine } from './cell-safety.js'
import type { ExportRegistration } from './export-repository.js'
import type { exportTable } from './export-table.js'

/**
 * The registrations as CSV (RFC 4180, CRLF), with a byte-order mark so spreadsheet programs read the
 * Chinese text as UTF-8. Pulled batch by batch: the next batch is read only when the client has taken
 * the last one.
 */
export function csvStream(batches: AsyncIterable<ExportRegistration[]>, table: ReturnType<typeof exportTable>): Readable {
  async function* lines() {
    yield '\uFEFF' + csvLine(table.columns.map((c) => c.header))
    for await (const batch of batches) yield batch.map((r) => csvLine(table.cells(r))).join('')
  }
  return Readable.from(lines())
}
