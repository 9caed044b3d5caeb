import { buffer } from 'node:stream/consumers'
import { IMAGE_WIDTHS } from '@ibr/contract'
import sharp from 'sharp'
import type { FileStore, ObjectKey } from '../../storage/file-store.js'

const variantName = (width: number) => `w${width}.webp`

// Copies are kept in the store, so libvips' in-memory cache of decoded images would only hold memory
// (the server's budget is 200 MB resident); one thread per image keeps bursts of resizes small.
sharp.cache(false)
sharp.concurrency(1)

/** Every variant a blob may have in the store; removed with the blob. */
export const VARIANT_NAMES: readonly string[] = IMAGE_WIDTHS.map(variantName)

/** The served width for a requested one: the next of IMAGE_WIDTHS up, so the cache holds few copies. */
export function variantWidth(requested: number): number {
  return IMAGE_WIDTHS.find((w) => w >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
}

/** Variants being made now, so a burst of requests for a new width runs sharp once. */
const pending = new Map<string, Promise<boolean>>()

/**
 * Makes sure a resized WebP copy of an image blob is stored: made on first request, kept afterwards.
 * An image narrower than the width keeps its own size: copies are never enlarged. Answers the
 * variant's key, or null when the blob itself is missing.
 */
export async function ensureImageVariant(store: FileStore, sha256: string, width: number): Promise<ObjectKey | null> {
  const key = { sha256, variant: variantName(width) }
  if (await store.stat(key)) return key
  const id = `${sha256}-${key.variant}`
  let job = pending.get(id)
  if (!job) {
    job = (async () => {
      const source = await store.open({ sha256 })
      if (!source) return false
      const bytes = await sharp(await buffer(source), { animated: false })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer()
      await store.putVariant(sha256, key.variant, bytes)
      return true
    })().finally(() => pending.delete(id))
    pending.set(id, job)
  }
  return (await job) ? key : null
}
