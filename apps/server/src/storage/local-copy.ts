import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * Stored bytes in a temporary local file, fetched from the store the first time they are needed, for
 * sharp: libvips reads a file as it needs it (the header alone for a size, a shrunk decode for a
 * small copy), while a stream or a Buffer would be collected whole into memory first (sharp joins a
 * stream's chunks into one Buffer before decoding). Whatever the store, nothing is held whole.
 */
export class LocalCopy {
  private fetched?: Promise<string | null>
  private folder?: string

  constructor(private readonly open: () => Promise<Readable | null>) {}

  /** The file's path, or null when the store has no such object. */
  path(): Promise<string | null> {
    this.fetched ??= this.fetch()
    return this.fetched
  }

  /** Removes the file (safe to call whether or not it was fetched). */
  async dispose(): Promise<void> {
    await this.fetched?.catch(() => null)
    if (this.folder) await rm(this.folder, { recursive: true, force: true })
  }

  private async fetch(): Promise<string | null> {
    const source = await this.open()
    if (!source) return null
    this.folder = await mkdtemp(join(tmpdir(), 'ibr-local-'))
    const path = join(this.folder, 'bytes')
    await pipeline(source, createWriteStream(path))
    return path
  }
}

/** Runs `use` on a local copy of the bytes `open` streams, removed afterwards; null when there are none. */
export async function withLocalCopy<T>(open: () => Promise<Readable | null>, use: (path: string) => Promise<T>): Promise<T | null> {
  const copy = new LocalCopy(open)
  try {
    const path = await copy.path()
    return path === null ? null : await use(path)
  } finally {
    await copy.dispose()
  }
}
