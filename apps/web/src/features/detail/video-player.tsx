import type { ArticleDetail } from '@ibr/contract'
import styles from './video-player.module.css'
import { messages } from './messages'

const m = messages.t

/**
 * The browser's own player: its controls are reachable and operable by keyboard (Tab to them,
 * Space to play) and by screen readers. Only the metadata loads until the visitor plays it.
 */
export function VideoPlayer({ video, title }: { video: NonNullable<ArticleDetail['video']>; title: string }) {
  return (
    <figure className={styles.figure}>
      <video
        className={styles.video}
        controls
        preload="metadata"
        playsInline
        poster={video.poster ?? undefined}
        aria-label={m('video', { title })}
        data-detail-video=""
      >
        <source src={video.url} type={video.type} />
        <p>
          {m('videoFallback')} <a href={video.url}>{m('videoDownload')}</a>
        </p>
      </video>
    </figure>
  )
}
