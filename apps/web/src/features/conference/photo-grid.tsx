import type { ImageItem } from '@ibr/contract'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import styles from './photo-grid.module.css'

/** Pictures with their captions, three to a row on a desktop, two on a phone; the caption is the alt text. */
export function PhotoGrid({ items }: { items: readonly ImageItem[] }) {
  return (
    <ul className={styles.photos}>
      {items.map((image) => (
        <li key={image.id}>
          <figure className={styles.photo}>
            <ResponsiveImage
              src={image.url}
              alt={image.title}
              width={image.width || 800}
              height={image.height || 450}
              sizes="(max-width: 768px) 50vw, 300px"
              maxWidth={960}
              className={`card-crop ${styles.photoImage}`}
            />
            {/* The caption repeats the alt text: hidden from screen readers so it is read once. */}
            {image.title && (
              <figcaption className={styles.photoCaption} aria-hidden="true">
                {image.title}
              </figcaption>
            )}
          </figure>
        </li>
      ))}
    </ul>
  )
}
