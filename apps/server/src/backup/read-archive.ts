import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import tar from 'tar-stream'
import { checkSignature, describeSignature, type SignatureCheck } from './archive-signature.js'
import { FILE_PART, PART, READABLE_FORMATS, type Manifest, type PartSum } from './manifest.js'

/** Why an archive is refused: it is not restored, and nothing has been written. */
export class ArchiveRefused extends Error {}

/** The largest manifest read: one line per table and per file, a few MB for a very large site. */
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024

/** What `visit` answers to stop reading the archive after this part. */
export const STOP = Symbol('stop reading the archive')

/** Calls `visit` with each part of the archive in order, as a stream to read to its end (or STOP). */
export async function eachPart(
  path: string,
  visit: (name: string, size: number, stream: Readable) => Promise<void | typeof STOP>,
): Promise<void> {
  const extract = tar.extract()
  const source = createReadStream(path)
  source.on('error', (error) => extract.destroy(error))
  source.pipe(extract)
  try {
    for await (const entry of extract) {
      if ((await visit(entry.header.name, entry.header.size ?? 0, entry as unknown as Readable)) === STOP) break
    }
  } finally {
    source.destroy()
  }
}

async function sumOf(stream: Readable, keep?: Buffer[], keepMax = MANIFEST_MAX_BYTES): Promise<PartSum> {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk)
    bytes += chunk.length
    if (keep) {
      if (bytes > keepMax) throw new ArchiveRefused('the manifest or its signature is larger than any this site writes')
      keep.push(chunk)
    }
  }
  return { bytes, sha256: hash.digest('hex') }
}

/** Who may vouch for an archive: the site's BACKUP_KEY, or the person restoring (--unsigned). */
export interface ArchiveTrust {
  /** BACKUP_KEY; '' when the site has none. */
  key: string
  /** --unsigned: restore an archive whose signature is missing or not this key's, trusting its contents. */
  allowUnsigned: boolean
}

/** A checked archive: its manifest, and what was found of its signature (not `valid` only with --unsigned). */
export interface VerifiedArchive {
  manifest: Manifest
  signature: SignatureCheck
}

/** The largest signature part read: a line of JSON. */
const SIGNATURE_MAX_BYTES = 4096

/**
 * Reads the whole archive once and checks it before anything is restored: its signature is this
 * site's key's (unless trust.allowUnsigned), every part is there, whole, with the checksum the
 * manifest gives, nothing else is; a file's bytes also hash to its name. Answers the manifest, or
 * throws ArchiveRefused saying what is wrong (unsigned, signed by another key, cut short, damaged,
 * unknown).
 */
export async function verifyArchive(path: string, knownMigrations: readonly string[], trust: ArchiveTrust): Promise<VerifiedArchive> {
  const sums = new Map<string, PartSum>()
  let manifestText: Buffer | undefined
  let signatureText: Buffer | undefined
  try {
    await eachPart(path, async (name, _size, stream) => {
      if (signatureText) throw new ArchiveRefused(`the archive has a part after its signature: ${name}`)
      if (manifestText && name !== PART.signature) throw new ArchiveRefused(`the archive has a part after its manifest: ${name}`)
      if (sums.has(name)) throw new ArchiveRefused(`the archive has the part ${name} twice`)
      if (name === PART.manifest || name === PART.signature) {
        const chunks: Buffer[] = []
        await sumOf(stream, chunks, name === PART.manifest ? MANIFEST_MAX_BYTES : SIGNATURE_MAX_BYTES)
        if (name === PART.manifest) manifestText = Buffer.concat(chunks)
        else signatureText = Buffer.concat(chunks)
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
  // Before anything the manifest says is believed: its checksums prove nothing unless the site's key vouches for them.
  const signature = checkSignature(trust.key, manifestText, signatureText)
  if (signature.state !== 'valid' && !trust.allowUnsigned)
    throw new ArchiveRefused(
      `${describeSignature(signature)}. Its database and files would be trusted as they are: restore it only if you know where it comes from, with --unsigned`,
    )
  let manifest: Manifest
  try {
    manifest = JSON.parse(manifestText.toString('utf8')) as Manifest
  } catch {
    throw new ArchiveRefused('the manifest is not readable')
  }
  if (typeof manifest?.parts !== 'object' || manifest.parts === null || typeof manifest.database?.rows !== 'object')
    throw new ArchiveRefused('the manifest is not one this site writes')
  if (!READABLE_FORMATS.includes(manifest.format))
    throw new ArchiveRefused(
      `the archive's layout (${String(manifest.format)}) is not one this build reads (${READABLE_FORMATS.join(', ')})`,
    )
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
  for (const name of sums.keys())
    if (!Object.hasOwn(manifest.parts, name)) throw new ArchiveRefused(`the part ${name} is not in the manifest`)
  const holds = (part: string) => Object.hasOwn(manifest.parts, part)
  if (!holds(PART.pgDump) && !holds(PART.rows)) throw new ArchiveRefused('the archive holds no database')
  if (holds(PART.pgDump) && holds(PART.rows)) throw new ArchiveRefused('the archive holds two databases')
  return { manifest, signature }
}
