import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import yauzl from 'yauzl'
import type { StaffClient } from './staff-factory.js'
import type { TestApp } from './test-app.js'

/** A staff call whose answer is a file: status, headers and the raw bytes. */
export async function download(t: TestApp, client: StaffClient, path: string, body: Record<string, unknown>) {
  const res = await t.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', cookie: client.cookie, 'x-csrf-token': client.csrfToken },
    payload: JSON.stringify(body),
  })
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload }
}

/** Every row of the first sheet as cell values (text, numbers), read by exceljs as a spreadsheet program would. */
export async function readXlsx(bytes: Buffer): Promise<{ rows: unknown[][]; types: number[][]; sheetName: string }> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]!
  const rows: unknown[][] = []
  const types: number[][] = []
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: unknown[] = []
    const kinds: number[] = []
    for (let c = 1; c <= sheet.columnCount; c += 1) {
      const cell = row.getCell(c)
      values.push(cell.value ?? '')
      kinds.push(cell.type)
    }
    rows.push(values)
    types.push(kinds)
  })
  return { rows, types, sheetName: sheet.name }
}

/** A CSV read strictly (RFC 4180): a malformed quote or a row of another width fails. */
export function readCsv(bytes: Buffer): string[][] {
  return parse(bytes, { bom: false, relax_quotes: false, relax_column_count: false }) as string[][]
}

/** Every entry of a ZIP with its bytes, through yauzl (which refuses absolute, `..` and backslash names). */
export function readZip(bytes: Buffer): Promise<{ name: string; data: Buffer; utf8Flag: boolean }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'))
      const entries: { name: string; data: Buffer; utf8Flag: boolean }[] = []
      zip.on('error', reject)
      zip.on('end', () => resolve(entries))
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('no stream'))
          const chunks: Buffer[] = []
          stream.on('data', (c: Buffer) => chunks.push(c))
          stream.on('error', reject)
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks), utf8Flag: (entry.generalPurposeBitFlag & 0x800) !== 0 })
            zip.readEntry()
          })
        })
      })
      zip.readEntry()
    })
  })
}
