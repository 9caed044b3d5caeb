import { cropBox, IMAGE_MAX_PIXELS, IMAGE_WIDTHS, wholePercent, type ImageRatio, type Point } from '@ibr/contract'
import type { FileStore, ObjectKey } from '../../storage/file-store.js'
import { LocalCopy } from '../../storage/local-copy.js'
import { loadSharp } from './load-sharp.js'

/** A cut of an image to a shape, around the point that must stay in view (fractions; the centre when none was set). */
export interface Crop {
  ratio: ImageRatio
  focal: Point
}

/** A focal point as variant names carry it: `f50-30`. */
export const focalTag = (focal: Point) => `f${wholePercent(focal.x)}-${wholePercent(focal.y)}`

/**
 * What names a copy, in the store and in its entity tag: `w640`, or `w640-16x9-f50-30` for a crop. A
 * focal point that moves names another copy, so an old crop is never served for the new point.
 */
export function variantTag(width: number, crop?: Crop): string {
  return crop ? `w${width}-${crop.ratio}-${focalTag(crop.focal)}` : `w${width}`
}

/** Whether a stored variant is a crop around this focal point (to remove when the point moves). */
export function isCropAround(variant: string, focal: Point): boolean {
  return variant.endsWith(`-${focalTag(focal)}.webp`)
}

/** The served width for a requested one: the next of IMAGE_WIDTHS up, so the cache holds few copies. */
export function variantWidth(requested: number): number {
  return IMAGE_WIDTHS.find((w) => w >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
}

/** Variants being made now, so a burst of requests for a new width runs sharp once. */
const pending = new Map<string, Promise<boolean>>()

/**
 * Makes sure a resized WebP copy of an image blob is stored, cut to a shape around its focal point
 * when a crop is given: made on first request, kept afterwards. An image narrower than the width keeps
 * its own size: copies are never enlarged. Answers the variant's key, or null when the blob itself
 * is missing. The blob is read from a local copy (`source`, shared by several sizes of one image, or
 * one fetched for this call), never whole into memory.
 */
export async function ensureImageVariant(
  store: FileStore,
  sha256: string,
  width: number,
  crop?: Crop,
  source?: LocalCopy,
): Promise<ObjectKey | null> {
  const key = { sha256, variant: `${variantTag(width, crop)}.webp` }
  if (await store.stat(key)) return key
  const id = `${sha256}-${key.variant}`
  let job = pending.get(id)
  if (!job) {
    job = (async () => {
      const copy = source ?? new LocalCopy(() => store.open({ sha256 }))
      try {
        const path = await copy.path()
        if (!path) return false
        // Turned upright first: the focal point was set on the image as a browser shows it.
        const sharp = await loadSharp()
        const image = sharp(path, { animated: false, autoOrient: true, limitInputPixels: IMAGE_MAX_PIXELS })
        if (crop) {
          const { autoOrient } = await image.metadata()
          image.extract(cropBox(autoOrient.width, autoOrient.height, crop.ratio, crop.focal))
        }
        // The copy is small (at most 1920 pixels wide, WebP): held whole, and written whole.
        const bytes = await image.resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()
        await store.putVariant(sha256, key.variant, bytes)
        return true
      } finally {
        if (!source) await copy.dispose()
      }
    })().finally(() => pending.delete(id))
    pending.set(id, job)
  }
  return (await job) ? key : null
}

/**
 * The variants worth making ahead for an image `imageWidth` pixels wide: every standard width it
 * can fill, and the first one at or above its own width (the copy at its natural size).
 */
export function standardWidths(imageWidth: number | null): number[] {
  if (!imageWidth) return [...IMAGE_WIDTHS]
  const natural = variantWidth(imageWidth)
  return IMAGE_WIDTHS.filter((w) => w <= natural)
}
