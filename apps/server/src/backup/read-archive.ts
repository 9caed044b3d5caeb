import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import tar from 'tar-stream'
import { ARCHIVE_FORMAT, FILE_PART, PART, type Manifest, type PartSum } from './manifest.js'

/** Why an archive is refused: it is not restored, and nothing has been written. */
export class ArchiveRefused extends Error {}

/** The largest manifest read: one line per table and per file, a few MB for a very large site. */
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024

/** Calls `visit` with each part of the archive in order, as a stream to read to its end. */
export async function eachPart(path: string, visit: (name: string, size: number, stream: Readable) => Promise<void>): Promise<void> {
  const extract = tar.extract()
  const source = createReadStream(path)
  source.on('error', (error) => extract.destroy(error))
  source.pipe(extract)
  for await (const entry of extract) {
    await visit(entry.header.name, entry.header.size ?? 0, entry as unknown as Readable)
  }
}

async function sumOf(stream: Readable, keep?: Buffer[]): Promise<PartSum> {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk)
    bytes += chunk.length
    if (keep) {
      if (bytes > MANIFEST_MAX_BYTES) throw new ArchiveRefused('the manifest is larger than any this site writes')
      keep.push(chunk)
    }
  }
  return { bytes, sha256: hash.digest('hex') }
}

/**
 * Reads the whole archive once and checks it before anything is restored: every part is there, whole,
 * with the checksum the manifest gives, nothing else is; a file's bytes also hash to its name.
 * Answers the manifest, or throws ArchiveRefused saying what is wrong (cut short, damaged, unknown).
 */
export async function verifyArchive(path: string, knownMigrations: readonly string[]): Promise<Manifest> {
  const sums = new Map<string, PartSum>()
  let manifestText: Buffer | undefined
  try {
    await eachPart(path, async (name, _size, stream) => {
      if (manifestText) throw new ArchiveRefused(`the archive has a part after its manifest: ${name}`)
      if (sums.has(name)) throw new ArchiveRefused(`the archive has the part ${name} twice`)
      if (name === PART.manifest) {
        const chunks: Buffer[] = []
        await sumOf(stream, chunks)
        manifestText = Buffer.concat(chunks)
      } else {
        sums.set(name, await sumOf(stream))
      }
    })
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error
    const code = (error as { code?: string }).code
    if (code === 'ENOENT') throw new ArchiveRefused(`no such file: ${path}`)
    throw new ArchiveRefused(`the archive is cut short or damaged (${(error as Error).message})`)
  }
  if (!manifestText) throw new ArchiveRefused('the archive has no manifest: it is cut short, or not a backup of this site')
  let manifest: Manifest
  try {
    manifest = JSON.parse(manifestText.toString('utf8')) as Manifest
  } catch {
    throw new ArchiveRefused('the manifest is not readable')
  }
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new ArchiveRefused(`the archive's layout (${String(manifest.format)}) is not one this build reads (${ARCHIVE_FORMAT})`)
  if (!knownMigrations.includes(manifest.database?.migration))
    throw new ArchiveRefused(
      `the archive's database is at migration ${manifest.database?.migration}, newer than this build's ${knownMigrations.at(-1)}: restore it with that build or a newer one`,
    )
  for (const [name, expected] of Object.entries(manifest.parts ?? {})) {
    const found = sums.get(name)
    if (!found) throw new ArchiveRefused(`the part ${name} is missing`)
    if (found.sha256 !== expected.sha256 || found.bytes !== expected.bytes)
      throw new ArchiveRefused(`the part ${name} does not match its checksum`)
    const file = FILE_PART.exec(name)
    if (file && file[1] !== found.sha256) throw new ArchiveRefused(`the file ${name} does not hash to its name`)
  }
  for (const name of sums.keys()) if (!(name in manifest.parts)) throw new ArchiveRefused(`the part ${name} is not in the manifest`)
  if (!(PART.pgDump in manifest.parts) && !(PART.rows in manifest.parts)) throw new ArchiveRefused('the archive holds no database')
  return manifest
}
