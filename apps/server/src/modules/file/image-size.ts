import { AppError } from '../../http/app-error.js'
import type { StagedBlob } from '../../storage/file-store.js'
import { withLocalCopy } from '../../storage/local-copy.js'
import { loadSharp } from './load-sharp.js'

export interface ImageSize {
  width: number
  height: number
}

/**
 * An image's size as a browser shows it (turned upright), from its bytes or a file holding them (sharp
 * reads only the header); bytes that do not decode are refused.
 */
export async function imageSize(image: Buffer | string): Promise<ImageSize> {
  const sharp = await loadSharp()
  try {
    const { autoOrient } = await sharp(image, { animated: false }).metadata()
    if (autoOrient.width && autoOrient.height) return autoOrient
  } catch {
    // Bytes that start like an image but do not decode, refused below like an image without a size.
  }
  throw new AppError('unsupportedType', 'file.damagedImage')
}

/** The size of a staged image, read from a local copy of it: an upload is never held whole in memory. */
export async function stagedImageSize(staged: StagedBlob): Promise<ImageSize> {
  const size = await withLocalCopy(() => staged.open(), imageSize)
  if (!size) throw new Error('the staged upload is gone')
  return size
}
