import { createHash } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import type { FileStore, ListedObject, ObjectKey } from './file-store.js'

/** What one copy did, so far or in all. */
export interface CopyProgress {
  /** Objects looked at. */
  seen: number
  copied: number
  /** Already in the target with the same size (an earlier run's work). */
  skipped: number
  /** Listed in the source but removed before their turn (the site deleted them meanwhile). */
  gone: number
  failed: CopyFailure[]
  /** Bytes written to the target. */
  bytes: number
}

export interface CopyFailure {
  key: ObjectKey
  /** What went wrong, in a sentence. */
  reason: string
}

export interface CopyOptions {
  /** Objects copied at once (a store across a network is slow one by one). */
  concurrency?: number
  /** Also hash the blobs the target already holds (reading them all again), and report any that do not match. */
  verify?: boolean
  /** Called after each object. */
  onObject?: (progress: Readonly<CopyProgress>, key: ObjectKey) => void | Promise<void>
}

/** A name for an object in messages, as the stores lay it out. */
export const objectName = ({ sha256, variant }: ObjectKey) =>
  variant === undefined ? `blobs/${sha256.slice(0, 2)}/${sha256}` : `variants/${sha256.slice(0, 2)}/${sha256}-${variant}`

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * Copies every object of one store into another, checking each: a blob's bytes must hash to its
 * name (they are hashed while they stream into the target's staging area, and kept only if they do),
 * a variant must read back from the target as it was read from the source. What the target already
 * holds with the same size is skipped, so a second run finishes an interrupted one and picks up what
 * arrived since; objects are only ever written whole (a rename, a completed upload), so one that is
 * there is complete. Safe while the site serves from either store: it only adds to the target.
 */
export async function copyStore(from: FileStore, to: FileStore, options: CopyOptions = {}): Promise<CopyProgress> {
  const progress: CopyProgress = { seen: 0, copied: 0, skipped: 0, gone: 0, failed: [], bytes: 0 }
  const listing = from.list()[Symbol.asyncIterator]()
  // Workers take the next listed object in turn (an async generator queues the calls).
  const worker = async () => {
    for (let next = await listing.next(); !next.done; next = await listing.next()) {
      const item = next.value
      progress.seen += 1
      try {
        const outcome = await copyOne(from, to, item, options.verify ?? false)
        if (outcome === 'skipped') progress.skipped += 1
        else if (outcome === 'gone') progress.gone += 1
        else {
          progress.copied += 1
          progress.bytes += outcome
        }
      } catch (error) {
        progress.failed.push({ key: item.key, reason: (error as Error).message })
      }
      await options.onObject?.(progress, item.key)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker))
  return progress
}

/** Copies one object: the bytes written, or why nothing was. Throws when the object cannot be copied as it is. */
async function copyOne(from: FileStore, to: FileStore, { key, size }: ListedObject, verify: boolean): Promise<number | 'skipped' | 'gone'> {
  if ((await to.stat(key))?.size === size) {
    if (verify && key.variant === undefined) await verifyBlob(to, key.sha256)
    return 'skipped'
  }
  const source = await from.open(key)
  if (!source) return 'gone'
  if (key.variant === undefined) {
    const staged = await to.stage(source)
    try {
      if (staged.sha256 !== key.sha256) throw new Error(`its bytes hash to ${staged.sha256}: damaged in the source, not written`)
      await staged.keep()
      return staged.size
    } finally {
      await staged.drop()
    }
  }
  // A variant is a small WebP the server made (at most 1920 pixels wide): read whole, checked after writing.
  const bytes = await buffer(source)
  await to.putVariant(key.sha256, key.variant, bytes)
  const written = await to.open(key)
  if (!written || sha(await buffer(written)) !== sha(bytes)) throw new Error('the target gave back other bytes than were written')
  return bytes.length
}

/** Hashes a blob the target holds; throws when its bytes are not those its name promises. */
async function verifyBlob(store: FileStore, sha256: string) {
  const stream = await store.open({ sha256 })
  if (!stream) return
  const hash = createHash('sha256')
  for await (const chunk of stream) hash.update(chunk as Buffer)
  const actual = hash.digest('hex')
  if (actual !== sha256) throw new Error(`the target's copy hashes to ${actual}: remove it from the target and run again`)
}
