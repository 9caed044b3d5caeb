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

interface CoverPictureProps extends Omit<ResponsiveImageProps, 'src' | 'alt' | 'className'> {
  /** The box's own class (a CSS module's, so typed as maybe missing): its shape, background and corners. */
  className: string | undefined
  src: string | null | undefined
  /** Default '': the picture illustrates a card whose text already names what it shows. */
  alt?: string
  /** The image's own class (an effect under the pointer). */
  imageClassName?: string
}

/** A picture box the image fills, cropped; the bare box (its background) when there is no picture. */
export function CoverPicture({ className, src, alt = '', imageClassName, ...image }: CoverPictureProps) {
  return (
    <span className={`card-cover ${className}`}>
      {src && <ResponsiveImage src={src} alt={alt} className={imageClassName} {...image} />}
    </span>
  )
}
