import type { ArticleSummary } from '@ibr/contract'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import { t } from '../../i18n'
import { messages } from './messages'
import { PinnedBadge } from '../../components/pinned-badge/pinned-badge'
import styles from './video-cards.module.css'
import { videoCategoryLabel } from './video-category'

interface Props {
  items: readonly ArticleSummary[]
  playing: number | null
  onPlay: (item: ArticleSummary, button: HTMLElement) => void
}

/** Poster cards: the poster plays the video in the page, the title opens its page in a new tab. */
export function VideoCards({ items, playing, onPlay }: Props) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => {
        const picture = item.picture && (
          <ResponsiveImage
            src={item.picture}
            alt=""
            width={640}
            height={360}
            sizes="(max-width: 560px) 100vw, (max-width: 768px) 50vw, 300px"
            maxWidth={960}
          />
        )
        return (
          <li
            key={item.id}
            className={`${styles.card} ${playing === item.id ? styles.current : ''}`}
            data-article={item.id}
            data-pinned={item.pinned || undefined}
            data-category={item.category ?? undefined}
          >
            {item.hasVideo ? (
              <button
                type="button"
                className={styles.poster}
                onClick={(e) => onPlay(item, e.currentTarget)}
                aria-current={playing === item.id || undefined}
                data-video-play={item.id}
              >
                {picture}
                <span className={styles.playIcon} aria-hidden="true" />
                <span className="visually-hidden">{messages.t('video.play', { title: item.title })}</span>
                {playing === item.id && (
                  <span className={styles.nowPlaying} aria-hidden="true">
                    {messages.t('video.playing')}
                  </span>
                )}
              </button>
            ) : (
              <div className={styles.poster}>
                {picture}
                <span className={styles.nowPlaying}>{messages.t('video.none')}</span>
              </div>
            )}
            <div className={styles.text}>
              <h2 className={styles.title}>
                <Link to={paths.detail(item.templateList[0] ?? 'article', item.id)} target="_blank">
                  {item.pinned && <PinnedBadge />}
                  {item.title}
                  <span className="visually-hidden">{t('home.opensNewTab')}</span>
                </Link>
              </h2>
              <p className={styles.meta}>
                {item.category && <span className={styles.category}>{videoCategoryLabel(item.category)}</span>}
                <time dateTime={item.createTime}>{item.createTime}</time>
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
