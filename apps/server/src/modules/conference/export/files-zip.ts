import type { PassThrough, Readable } from 'node:stream'
import type { ConferenceFormField } from '@ibr/contract/staff'
import yazl from 'yazl'
import type { FileStore } from '../../../storage/file-store.js'
import type { ExportRegistration } from './export-repository.js'
import { registrantName } from './export-table.js'
import { entryNamer } from './zip-entry-name.js'

/** Entries handed to the zip but not yet begun: past this, no more registrations are read until it catches up. */
const AHEAD = 64

export interface ZipOptions {
  store: FileStore
  formFields: readonly ConferenceFormField[]
  /** Name and text of the note listing files the store no longer has (none: no note). */
  missingNote: (names: readonly string[]) => { name: string; text: string }
  onError: (error: unknown) => void
}

/**
 * yazl keeps each entry's name (a small Buffer from Node's shared 8 KiB pool) until the central
 * directory is written at the end; a small Buffer keeps its whole pool slab alive, so 20,000 names
 * would pin up to 20,000 slabs. A copy outside the pool keeps only its own bytes.
 */
function unpoolLastName(zip: yazl.ZipFile) {
  const entries = (zip as unknown as { entries?: { utf8FileName?: Buffer }[] }).entries
  const last = entries?.[entries.length - 1]
  if (!last?.utf8FileName) return
  const copy = Buffer.allocUnsafeSlow(last.utf8FileName.length)
  last.utf8FileName.copy(copy)
  last.utf8FileName = copy
}

/**
 * Every uploaded file of the registrations as one ZIP (yazl: UTF-8 names, streamed, ZIP64 past 4 GiB).
 * Each file is opened from the store only when its turn comes (addReadStreamLazy), and registrations
 * are read a batch at a time, only while fewer than AHEAD entries wait: memory holds one batch and
 * the central directory, whatever the count. Files are stored, not deflated: uploads are PDFs,
 * images and Office files, already compressed. A file whose bytes are gone is left out and named in
 * a note at the end rather than failing the whole download halfway.
 */
export function zipStream(batches: AsyncIterable<ExportRegistration[]>, options: ZipOptions): Readable {
  const zip = new yazl.ZipFile()
  // yazl's output is a PassThrough; its typings say only ReadableStream.
  const out = zip.outputStream as unknown as PassThrough
  let added = 0
  let begun = 0
  let wake: (() => void) | undefined
  const stirred = () => {
    const resume = wake
    wake = undefined
    resume?.()
  }
  out.on('close', stirred)
  const missing: string[] = []

  const write = async () => {
    for await (const batch of batches) {
      for (const registration of batch) {
        const nameOf = entryNamer(registration.confirmCode, registrantName(options.formFields, registration))
        for (const file of registration.files) {
          const entry = nameOf(file.field, file.mime, file.name)
          if (!(await options.store.stat({ sha256: file.sha256 }))) {
            missing.push(entry)
            continue
          }
          added += 1
          zip.addReadStreamLazy(entry, { compress: false, mtime: new Date(file.createdAt) }, (callback) => {
            begun += 1
            stirred()
            options.store.open({ sha256: file.sha256 }).then(
              (stream) => (stream ? callback(null, stream) : callback(new Error(`the blob of file ${file.fileId} is gone`), null as never)),
              (error: Error) => callback(error, null as never),
            )
          })
          unpoolLastName(zip)
        }
      }
      while (added - begun > AHEAD && !out.destroyed) await new Promise<void>((resolve) => (wake = resolve))
      if (out.destroyed) return
    }
    if (missing.length > 0) {
      const note = options.missingNote(missing)
      zip.addBuffer(Buffer.from(note.text, 'utf8'), note.name)
    }
    zip.end()
  }
  write().catch((error: unknown) => {
    options.onError(error)
    out.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  return out
}
