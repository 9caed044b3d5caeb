import { createHash, randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { ByteSpan, FileStore, ObjectKey, StoredInfo } from './file-store.js'

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT'

/**
 * Objects in a directory outside any served folder: blobs/<2>/<sha256> and variants/<2>/<sha256>-<name>.
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

  async putVariant(sha256: string, variant: string, bytes: Buffer): Promise<void> {
    await this.writeAtomic(this.location({ sha256, variant }), bytes)
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

  async remove(sha256: string, variants: readonly string[] = []): Promise<void> {
    await rm(this.location({ sha256 }), { force: true })
    await Promise.all(variants.map((variant) => rm(this.location({ sha256, variant }), { force: true })))
  }

  /** Writes to a temporary name first so a reader never sees half a file. */
  private async writeAtomic(target: string, bytes: Buffer) {
    await mkdir(join(target, '..'), { recursive: true })
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(tmp, bytes)
    await rename(tmp, target)
  }
}
