import { IMAGE_MAX_PIXELS } from '@ibr/contract'
import { AppError } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import type { StagedBlob } from '../../storage/file-store.js'
import { withLocalCopy } from '../../storage/local-copy.js'
import { loadSharp } from './load-sharp.js'

export interface ImageSize {
  width: number
  height: number
}

/**
 * An image's size as a browser shows it (turned upright), from its bytes or a file holding them (sharp
 * reads only the header); bytes that do not decode are refused, and so is an image of more than
 * IMAGE_MAX_PIXELS (413), which no resize may decode.
 */
export async function imageSize(image: Buffer | string): Promise<ImageSize> {
  const sharp = await loadSharp()
  let size: ImageSize | undefined
  try {
    // The header's size even past sharp's own limit, so that such an image is told it is too large, not damaged.
    const { autoOrient } = await sharp(image, { animated: false, limitInputPixels: false }).metadata()
    if (autoOrient.width && autoOrient.height) size = autoOrient
  } catch {
    // Bytes that start like an image but do not decode, refused below like an image without a size.
  }
  if (!size) throw new AppError('unsupportedType', 'file.damagedImage')
  if (size.width * size.height > IMAGE_MAX_PIXELS) {
    throw new AppError('tooLarge', message('file.imageTooManyPixels', { megapixels: IMAGE_MAX_PIXELS / 1_000_000 }))
  }
  return { width: size.width, height: size.height }
}

/** The size of a staged image, read from a local copy of it: an upload is never held whole in memory. */
export async function stagedImageSize(staged: StagedBlob): Promise<ImageSize> {
  const size = await withLocalCopy(() => staged.open(), imageSize)
  if (!size) throw new Error('the staged upload is gone')
  return size
}
