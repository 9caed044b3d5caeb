/** Archives for tests: keys, and copies of an archive with parts changed, re-checksummed and re-signed. */
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import tar from 'tar-stream'
import type { AppDeps } from '../app-deps.js'
import { signManifest } from './archive-signature.js'
import { PART, type Manifest } from './manifest.js'
import { eachPart } from './read-archive.js'
import { writeBackup } from './write-backup.js'

export const TEST_BACKUP_KEY = 'test-backup-key-0123456789abcdef0123456789'
export const OTHER_BACKUP_KEY = 'another-sites-key-fedcba9876543210fedcba987'

/** Writes an archive of a test app's site to `path`, signed with TEST_BACKUP_KEY. */
export function backupOf(deps: Pick<AppDeps, 'db' | 'databaseKind' | 'config' | 'store'>, path: string): Promise<Manifest> {
  return writeBackup(
    {
      db: deps.db,
      kind: deps.databaseKind,
      databaseUrl: deps.config.databaseUrl,
      store: deps.store,
      version: 'test',
      key: TEST_BACKUP_KEY,
    },
    path,
  )
}

/** What to do with one part: its new bytes, or null to leave it out. */
export type PartEdit = (name: string, bytes: Buffer) => Buffer | null

/**
 * Writes a copy of `archive` to `out` with its parts changed by `edit`, as someone who made the archive
 * would: the manifest's checksums made again for the parts as they now are, `manifest` edited by
 * `editManifest`, and signed with `key` ('' for none). Parts are held in memory: test archives only.
 */
export async function remade(
  archive: string,
  out: string,
  options: { edit?: PartEdit; editManifest?: (manifest: Manifest) => void; key: string; format?: number },
): Promise<void> {
  const parts: [string, Buffer][] = []
  let manifest: Manifest | undefined
  await eachPart(archive, async (name, _size, stream) => {
    const chunks: Buffer[] = []
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk)
    const bytes = Buffer.concat(chunks)
    if (name === PART.manifest) manifest = JSON.parse(bytes.toString('utf8')) as Manifest
    else if (name !== PART.signature) {
      const changed = options.edit ? options.edit(name, bytes) : bytes
      if (changed) parts.push([name, changed])
    }
  })
  if (!manifest) throw new Error(`${archive} has no manifest`)
  manifest.parts = Object.fromEntries(
    parts.map(([name, bytes]) => [name, { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }]),
  )
  if (options.format !== undefined) manifest.format = options.format
  options.editManifest?.(manifest)
  const text = Buffer.from(JSON.stringify(manifest, null, 2))
  const pack = tar.pack()
  const written = pipeline(pack, createWriteStream(out))
  for (const [name, bytes] of parts) pack.entry({ name, size: bytes.length }, bytes)
  pack.entry({ name: PART.manifest, size: text.length }, text)
  if (options.key) {
    const signature = signManifest(options.key, text)
    pack.entry({ name: PART.signature, size: signature.length }, signature)
  }
  pack.finalize()
  await written
}
