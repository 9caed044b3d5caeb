import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { hashingStream } from './hashing-stream.js'
import { stagedBlob } from './staged-blob.js'
import type { ByteSpan, FileStore, ListedObject, ObjectKey, StagedBlob, StoredInfo } from './file-store.js'

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT'

const readdirOrNone = (path: string) =>
  readdir(path).catch((error: unknown) => {
    if (isMissing(error)) return [] as string[]
    throw error
  })

/**
 * Objects in a directory outside any served folder: blobs/<2>/<sha256> and variants/<2>/<sha256>-<name>;
 * uploads being received in staging/, on the same file system, so keeping one is a rename.
 * Two uploads of the same bytes share one blob.
 */
export class DirectoryFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private location({ sha256, variant }: ObjectKey) {
    return variant === undefined
      ? join(this.root, 'blobs', sha256.slice(0, 2), sha256)
      : join(this.root, 'variants', sha256.slice(0, 2), `${sha256}-${variant}`)
  }

  async put(bytes: Buffer): Promise<string> {
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    if (!(await this.stat({ sha256 }))) await this.writeAtomic(this.location({ sha256 }), bytes)
    return sha256
  }

  async stage(source: Readable): Promise<StagedBlob> {
    const path = join(this.root, 'staging', `${randomBytes(12).toString('hex')}.tmp`)
    await mkdir(dirname(path), { recursive: true })
    const { stream: measure, result } = hashingStream()
    try {
      await pipeline(source, measure, createWriteStream(path))
    } catch (error) {
      await rm(path, { force: true })
      throw error
    }
    const measured = result()
    return stagedBlob(measured, {
      open: async () => createReadStream(path),
      keep: async () => {
        const target = this.location({ sha256: measured.sha256 })
        await mkdir(dirname(target), { recursive: true })
        // Identical bytes already stored are replaced by themselves, atomically: a reader keeps its handle.
        await rename(path, target)
      },
      discard: () => rm(path, { force: true }),
    })
  }

  async putVariant(sha256: string, variant: string, bytes: Buffer): Promise<void> {
    await this.writeAtomic(this.location({ sha256, variant }), bytes)
  }

  async variants(sha256: string): Promise<string[]> {
    const prefix = `${sha256}-`
    const names = await readdirOrNone(join(this.root, 'variants', sha256.slice(0, 2)))
    return names.filter((name) => name.startsWith(prefix) && !name.endsWith('.tmp')).map((name) => name.slice(prefix.length))
  }

  async removeVariants(sha256: string, variants: readonly string[]): Promise<void> {
    await Promise.all(variants.map((variant) => rm(this.location({ sha256, variant }), { force: true })))
  }

  async stat(key: ObjectKey): Promise<StoredInfo | null> {
    try {
      const info = await stat(this.location(key))
      return { size: info.size, modified: info.mtime }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async open(key: ObjectKey, span?: ByteSpan): Promise<Readable | null> {
    // Opened before answering: a blob removed afterwards still streams whole, and a missing one is known now.
    const handle = await open(this.location(key)).catch((error: unknown) => {
      if (isMissing(error)) return null
      throw error
    })
    return handle ? handle.createReadStream(span ? { start: span.start, end: span.end } : {}) : null
  }

  async remove(sha256: string): Promise<void> {
    await rm(this.location({ sha256 }), { force: true })
    await this.removeVariants(sha256, await this.variants(sha256))
  }

  async *list(): AsyncIterable<ListedObject> {
    for (const kind of ['blobs', 'variants'] as const) {
      const top = join(this.root, kind)
      for (const dir of (await readdirOrNone(top)).sort()) {
        for (const name of (await readdirOrNone(join(top, dir))).sort()) {
          if (name.endsWith('.tmp')) continue
          const key = kind === 'blobs' ? { sha256: name } : { sha256: name.slice(0, 64), variant: name.slice(65) }
          const info = await this.stat(key)
          // Removed since the folder was read: nothing to list.
          if (info) yield { key, size: info.size }
        }
      }
    }
  }

  /** Writes to a temporary name first so a reader never sees half a file. */
  private async writeAtomic(target: string, bytes: Buffer) {
    await mkdir(join(target, '..'), { recursive: true })
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(tmp, bytes)
    await rename(tmp, target)
  }
}
