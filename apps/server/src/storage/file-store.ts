import { createHash, randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Blobs on disk, named by the SHA-256 of their bytes, outside any served folder. Two uploads of the
 * same bytes share one blob; the metadata rows (table `file`) say who may see it.
 */
export class FileStore {
  constructor(readonly root: string) {}

  private blobPath(sha256: string) {
    return join(this.root, 'blobs', sha256.slice(0, 2), sha256)
  }

  variantPath(sha256: string, variant: string) {
    return join(this.root, 'variants', sha256.slice(0, 2), `${sha256}-${variant}`)
  }

  /** Writes the bytes unless a blob with the same hash exists; answers the hash. */
  async put(bytes: Buffer): Promise<string> {
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const target = this.blobPath(sha256)
    if (!(await this.exists(target))) await this.writeAtomic(target, bytes)
    return sha256
  }

  async exists(path: string): Promise<boolean> {
    return stat(path).then(
      () => true,
      () => false,
    )
  }

  /** Writes to a temporary name first so a reader never sees half a file. */
  async writeAtomic(target: string, bytes: Buffer) {
    await mkdir(join(target, '..'), { recursive: true })
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(tmp, bytes)
    await rename(tmp, target)
  }

  open(sha256: string) {
    return createReadStream(this.blobPath(sha256))
  }

  path(sha256: string) {
    return this.blobPath(sha256)
  }

  /** Removes a blob and its variants; the caller checks that no row still names it. */
  async remove(sha256: string, variants: readonly string[] = []) {
    await rm(this.blobPath(sha256), { force: true })
    await Promise.all(variants.map((v) => rm(this.variantPath(sha256, v), { force: true })))
  }
}
