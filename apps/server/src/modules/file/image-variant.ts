import { stat } from 'node:fs/promises'
import { IMAGE_WIDTHS } from '@ibr/contract'
import sharp from 'sharp'
import type { FileStore } from '../../storage/file-store.js'

const variantName = (width: number) => `w${width}.webp`

// Copies are kept on disk, so libvips' in-memory cache of decoded images would only hold memory
// (the server's budget is 200 MB resident); one thread per image keeps bursts of resizes small.
sharp.cache(false)
sharp.concurrency(1)

/** Every variant a blob may have on disk; removed with the blob. */
export const VARIANT_NAMES: readonly string[] = IMAGE_WIDTHS.map(variantName)

/** The served width for a requested one: the next of IMAGE_WIDTHS up, so the cache holds few copies. */
export function variantWidth(requested: number): number {
  return IMAGE_WIDTHS.find((w) => w >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
}

/** Variants being made now, so a burst of requests for a new width runs sharp once. */
const pending = new Map<string, Promise<{ path: string; size: number }>>()

/**
 * A resized WebP copy of an image blob, made on first request and read from disk afterwards.
 * An image narrower than the width keeps its own size: copies are never enlarged.
 */
export async function imageVariant(store: FileStore, sha256: string, width: number): Promise<{ path: string; size: number }> {
  const path = store.variantPath(sha256, variantName(width))
  const cached = await stat(path).catch(() => null)
  if (cached) return { path, size: cached.size }
  let job = pending.get(path)
  if (!job) {
    job = (async () => {
      const bytes = await sharp(store.path(sha256), { animated: false })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer()
      await store.writeAtomic(path, bytes)
      return { path, size: bytes.length }
    })().finally(() => pending.delete(path))
    pending.set(path, job)
  }
  return job
}
