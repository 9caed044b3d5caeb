import { imageSources } from '@ibr/contract/files'

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
  onLoad?: () => void
}

export function ResponsiveImage({ src, alt, width, height, sizes, maxWidth, priority = false, className, onLoad }: ResponsiveImageProps) {
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
      onLoad={onLoad}
    />
  )
}
