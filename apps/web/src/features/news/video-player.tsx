import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { t } from '../../i18n'
import { messages } from './messages'
import type { VideoChoice } from './use-video-choice'
import styles from './video-player.module.css'

/** A poster from the image service comes at a width that fills the player, not at full size. */
const posterAt = (poster: string | null) => (poster && /^\/file\/image\/[\w-]+$/.test(poster) ? `${poster}?w=960` : (poster ?? undefined))

/**
 * The chosen video, played in the page with the browser's own controls (keyboard-usable). It takes
 * the focus and starts once its address has arrived: the visitor asked for it.
 */
export function VideoPlayer({ choice, onClose }: { choice: VideoChoice; onClose: () => void }) {
  const box = useRef<HTMLElement>(null)
  const player = useRef<HTMLVideoElement>(null)
  const { item } = choice
  const url = choice.state === 'ready' ? choice.video.url : null

  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' })
  }, [item.id])
  useEffect(() => {
    const video = player.current
    if (!url || !video) return
    video.focus()
    // A browser may still refuse to start on its own; the controls are there to start it by hand.
    video.play().catch(() => {})
  }, [url])

  return (
    <section ref={box} className={styles.player} aria-labelledby="video-player-title" data-video-player={item.id}>
      <div className={styles.head}>
        <div className={styles.heading}>
          <p className={styles.kicker}>{messages.t('video.playing')}</p>
          <h2 id="video-player-title" className={styles.title}>
            {item.title}
          </h2>
        </div>
        <button type="button" className={styles.close} onClick={onClose} data-video-close="">
          {messages.t('video.close')}
        </button>
      </div>
      <div className={styles.screen}>
        {choice.state === 'ready' && (
          <video
            key={choice.video.url}
            ref={player}
            className={styles.video}
            controls
            preload="metadata"
            playsInline
            poster={posterAt(choice.video.poster)}
            aria-labelledby="video-player-title"
          >
            <source src={choice.video.url} type={choice.video.type} />
            <p>
              {messages.t('video.unsupported')}{' '}
              <a href={choice.video.url} download>
                {messages.t('video.download')}
              </a>
            </p>
          </video>
        )}
        {choice.state === 'loading' && (
          <p role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span className="visually-hidden">{messages.t('video.loading')}</span>
          </p>
        )}
        {choice.state === 'failed' && (
          <p className={styles.failed} role="alert">
            {messages.t('video.failed')}
          </p>
        )}
      </div>
      <p className={styles.foot}>
        {item.subTitle && <span className={styles.summary}>{item.subTitle}</span>}
        <Link to={paths.detail(item.templateList[0] ?? 'article', item.id)} target="_blank" className={styles.details}>
          {messages.t('video.details')}
          <span className="visually-hidden">{t('home.opensNewTab')}</span>
        </Link>
      </p>
    </section>
  )
}
