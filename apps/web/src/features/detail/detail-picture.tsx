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
  const portrait = item.kind === 'person'
  // A portrait beside the text, else a picture across the column.
  const shape = portrait
    ? { width: 240, height: 300, sizes: '240px', maxWidth: 480, className: styles.portrait }
    : { width: 800, height: 450, sizes: '(max-width: 768px) 100vw, 860px', maxWidth: 1600, className: styles.lead }
  return <ResponsiveImage src={item.picture} alt={portrait ? item.pictureAlt || item.title : item.pictureAlt} priority {...shape} />
}
