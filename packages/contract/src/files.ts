/** File limits shared by the server and the site's upload forms and images. No runtime dependencies: the site imports it. */
/** Kinds a public upload may be, decided from the file's bytes. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
/** PDF and Office documents: what a public form and the media library both take as a document. */
export const OFFICE_DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const
export const UPLOAD_DOCUMENT_TYPES = [...OFFICE_DOCUMENT_TYPES, 'application/zip'] as const
export const UPLOAD_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.gif',
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.zip',
] as const
/** Default upload size limit; the server's UPLOAD_MAX_BYTES setting overrides it. */
export const UPLOAD_MAX_BYTES_DEFAULT = 20 * 1024 * 1024
/**
 * The most pixels an uploaded image may have: 60 million, so a 50-megapixel phone's photo fits. A
 * few KB of PNG can claim 16,000 × 16,000 pixels, a gigabyte once decoded for a resize: such a file
 * is refused by its header, and no resize decodes more (sharp's limitInputPixels).
 */
export const IMAGE_MAX_PIXELS = 60_000_000

/** Widths /file/image/{id}?w= serves; another value is rounded up to the next one. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const

/**
 * Shapes /file/image/{id}?ratio= cuts an image to, width by height, around the focal point staff set
 * in the media library: cards (4x3, 16x9), square portraits, the home banner (3x1), tall event
 * posters (3x4) and share images (1.91x1).
 */
export const IMAGE_RATIOS = ['1x1', '4x3', '3x2', '16x9', '3x1', '3x4', '1.91x1'] as const
export type ImageRatio = (typeof IMAGE_RATIOS)[number]

/** A point of an image as fractions of its width and height from the top left corner. */
export interface Point {
  x: number
  y: number
}

/** A fraction in whole percent: the server names a crop by it, so the pixels cut are the ones named. */
export const wholePercent = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100)

/**
 * The largest region of the ratio's shape inside a width × height image, placed so the focal point is
 * as near its centre as the edges allow: what the server cuts, and what the console previews.
 */
export function cropBox(
  width: number,
  height: number,
  ratio: ImageRatio,
  focal: Point,
): { left: number; top: number; width: number; height: number } {
  const [across, down] = ratio.split('x').map(Number) as [number, number]
  const shape = across / down
  const wide = width / height > shape
  const w = wide ? Math.max(1, Math.min(width, Math.round(height * shape))) : width
  const h = wide ? height : Math.max(1, Math.min(height, Math.round(width / shape)))
  const place = (point: number, size: number, room: number) =>
    Math.min(room - size, Math.max(0, Math.round((wholePercent(point) / 100) * room - size / 2)))
  return { left: place(focal.x, w, width), top: place(focal.y, h, height), width: w, height: h }
}

/**
 * srcset candidates and the fallback src of an image the server resizes (`/file/image/{id}`), up to
 * `maxWidth`, cut to `ratio` around its focal point when one is given; null for any other address.
 * The site's images and the server's preload hint of the first banner both use it, so the browser
 * finds the preloaded copy.
 */
export function imageSources(src: string, maxWidth = 1920, ratio?: ImageRatio): { src: string; srcSet: string } | null {
  if (!/^\/file\/image\/[A-Za-z0-9_-]+$/.test(src)) return null
  const fitting = IMAGE_WIDTHS.filter((w) => w <= maxWidth)
  // A cap below the smallest width still needs one candidate.
  const widths: readonly number[] = fitting.length > 0 ? fitting : [IMAGE_WIDTHS[0]]
  const middle = widths[Math.floor(widths.length / 2)] ?? IMAGE_WIDTHS[0]
  const at = (w: number) => `${src}?w=${w}${ratio ? `&ratio=${ratio}` : ''}`
  return { src: at(middle), srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', ') }
}

/**
 * `sizes` of the home page banners. On phones the 3:1 banner is cropped to 16:9, so it is drawn 1.69
 * screens wide. From 1.69 device pixels per CSS pixel up, the copy for the screen's width in device
 * pixels already gives at least one image pixel per CSS pixel there (a 412 px phone at 1.75× takes
 * the 800 px copy, 11 KB, instead of 1280 px, 19 KB, and paints sooner on a slow line). Below that
 * (1×, 1.5×) the screen's width would pick a copy smaller than the drawn banner (480 px drawn 696 px
 * wide at 1×): blurred, and Chrome counts an upscaled image by its own pixels, so a later picture of
 * the page, not the banner, became its largest paint. There it asks for the drawn width.
 */
export const BANNER_SIZES = '(max-width: 768px) and (max-resolution: 1.68dppx) 169vw, 100vw'
