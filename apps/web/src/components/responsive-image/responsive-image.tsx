import { IMAGE_WIDTHS } from '@ibr/contract/files'

export interface ResponsiveImageProps {
  /** A `/file/image/{id}` address gets a srcset of resized copies; any other address is used as it is. */
  src: string
  alt: string
  /** Intrinsic size: written out so the browser reserves the box before the image arrives. */
  width: number
  height: number
  /** The `sizes` attribute: how wide the image is shown, e.g. '100vw' or '(max-width: 768px) 100vw, 380px'. */
  sizes: string
  /** Widest copy to offer (default 1920). */
  maxWidth?: number
  /** Above-the-fold image: loaded eagerly, at high priority. */
  priority?: boolean
  className?: string
}

const SERVED_IMAGE = /^\/file\/image\/[A-Za-z0-9_-]+$/

/** srcset candidates and the fallback src for an image the server can resize; null for any other address. */
export function imageSources(src: string, maxWidth = 1920): { src: string; srcSet: string } | null {
  if (!SERVED_IMAGE.test(src)) return null
  const fitting = IMAGE_WIDTHS.filter((w) => w <= maxWidth)
  // A cap below the smallest width still needs one candidate.
  const widths: readonly number[] = fitting.length > 0 ? fitting : [IMAGE_WIDTHS[0]]
  const middle = widths[Math.floor(widths.length / 2)] ?? IMAGE_WIDTHS[0]
  return {
    src: `${src}?w=${middle}`,
    srcSet: widths.map((w) => `${src}?w=${w} ${w}w`).join(', '),
  }
}

export function ResponsiveImage({ src, alt, width, height, sizes, maxWidth, priority = false, className }: ResponsiveImageProps) {
  const sources = imageSources(src, maxWidth)
  return (
    <img
      src={sources?.src ?? src}
      srcSet={sources?.srcSet}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
