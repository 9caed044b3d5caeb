import type { ArticleDetail } from '@ibr/contract'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import styles from './detail-page.module.css'

/** Kinds whose picture belongs on the page: a cover, an event's poster, a paper's figure, a portrait. */
const SHOWN: readonly ArticleDetail['kind'][] = ['news', 'event', 'paper', 'highlight', 'person']

/**
 * The item's picture above its text (a video's picture is its poster instead), described by its
 * alt text from the media library; a picture without one is decorative (the title beside it says
 * what the item is), except a portrait, which is at least named.
 */
export function DetailPicture({ item }: { item: ArticleDetail }) {
  if (!item.picture || !SHOWN.includes(item.kind)) return null
  if (item.kind === 'person') {
    return (
      <ResponsiveImage
        src={item.picture}
        alt={item.pictureAlt || item.title}
        width={240}
        height={300}
        sizes="240px"
        maxWidth={480}
        priority
        className={styles.portrait}
      />
    )
  }
  return (
    <ResponsiveImage
      src={item.picture}
      alt={item.pictureAlt}
      width={800}
      height={450}
      sizes="(max-width: 768px) 100vw, 860px"
      maxWidth={1600}
      priority
      className={styles.lead}
    />
  )
}
