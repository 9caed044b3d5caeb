import { useRef, useState, type CSSProperties, type PointerEvent, type MouseEvent } from 'react'
import { usePrefersReducedMotion } from '../../lib/use-media-query'
import { ResponsiveImage } from '../responsive-image/responsive-image'
import { ChevronIcon } from '../icons/chevron-icon'
import { PlayPauseIcon } from './carousel-icons'
import { useAutoplay } from './use-autoplay'
import styles from './carousel.module.css'

export interface CarouselSlide {
  id: number
  src: string
  alt: string
  width: number
  height: number
  /** Relative links open in the same tab; http(s) links open a new one. */
  href?: string | null
}

export interface CarouselLabels {
  /** Names the banner as a landmark region. */
  region: string
  previous: string
  next: string
  /** Name of the n-th dot button, n from 1: 'Show slide 3'. */
  goTo: (n: number) => string
  /** Stops the autoplay (shown while it runs). */
  pause: string
  /** Restarts the autoplay (shown after the visitor paused it). */
  play: string
  /** Name of the n-th slide, n from 1: 'Slide 2 of 5'. */
  slide: (n: number, total: number) => string
}

export interface CarouselProps {
  slides: readonly CarouselSlide[]
  /** Autoplay interval (default 5000 ms). */
  intervalMs?: number
  labels: CarouselLabels
  /** The images' `sizes` attribute (default 100vw). */
  sizes?: string
}

/** Horizontal travel, in CSS pixels, that counts as a swipe. */
const SWIPE_PX = 40

const EXTERNAL = /^(https?:)?\/\//i
// Any other scheme (javascript:, data:…) from the CMS is not followed.
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i
// Detail pages open in a new tab wherever they are linked from, written as a hash
// route or as the site path staff may save (`/#/detail/…`).
const DETAIL = /^\/?#\/(detail|teamDetail)\//

function linkProps(href: string | null | undefined) {
  const url = href?.trim()
  if (!url) return null
  if (EXTERNAL.test(url) || DETAIL.test(url)) return { href: url, target: '_blank', rel: 'noopener noreferrer' }
  return OTHER_SCHEME.test(url) ? null : { href: url }
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

export function Carousel({ slides, intervalMs = 5000, labels, sizes = '100vw' }: CarouselProps) {
  const total = slides.length
  const [current, setCurrent] = useState(0)
  const index = current < total ? current : 0
  const go = (delta: number) => setCurrent((index + delta + total) % total)
  // Slides stacked in one box all count as visible, so "lazy" would load every banner at once,
  // competing with the first. Each image is created when its slide is shown, and the next one's
  // once the shown one has loaded.
  const [loadUpTo, setLoadUpTo] = useState(0)

  const [userPaused, setUserPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const many = total > 1
  const canPlay = many && !reducedMotion
  const { running, handlers } = useAutoplay(canPlay && !userPaused, intervalMs, `${index}/${total}`, () => go(1))

  const swipe = useRef<{ id: number; x: number; y: number } | null>(null)
  const swiped = useRef(false)
  const onPointerDown = (e: PointerEvent) => {
    swiped.current = false
    // Mice drag images and select text; swiping is for fingers and pens.
    swipe.current = many && e.pointerType !== 'mouse' ? { id: e.pointerId, x: e.clientX, y: e.clientY } : null
  }
  const onPointerUp = (e: PointerEvent) => {
    const start = swipe.current
    swipe.current = null
    if (!start || start.id !== e.pointerId) return
    const dx = e.clientX - start.x
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(e.clientY - start.y)) return
    swiped.current = true
    go(dx < 0 ? 1 : -1)
  }
  // A swipe that ends on a link must not also follow it.
  const onClickCapture = (e: MouseEvent) => {
    if (!swiped.current) return
    swiped.current = false
    e.preventDefault()
    e.stopPropagation()
  }

  const first = slides[0]
  if (!first) return null

  return (
    <section
      aria-label={labels.region}
      className={styles.carousel}
      style={{ '--ratio': `${first.width} / ${first.height}` } as CSSProperties}
      {...handlers}
    >
      {canPlay && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={userPaused ? labels.play : labels.pause}
          onClick={() => setUserPaused((p) => !p)}
        >
          <PlayPauseIcon playing={!userPaused} />
        </button>
      )}
      {many && (
        <>
          <button type="button" className={cx(styles.arrow, styles.previous)} aria-label={labels.previous} onClick={() => go(-1)}>
            <ChevronIcon left size={20} />
          </button>
          <button type="button" className={cx(styles.arrow, styles.next)} aria-label={labels.next} onClick={() => go(1)}>
            <ChevronIcon left={false} size={20} />
          </button>
        </>
      )}
      <div
        className={styles.viewport}
        aria-live={running ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        onClickCapture={onClickCapture}
      >
        {slides.map((slide, i) => {
          const active = i === index
          const link = linkProps(slide.href)
          const image = (i <= loadUpTo || active) && (
            <ResponsiveImage
              src={slide.src}
              alt={slide.alt}
              width={slide.width}
              height={slide.height}
              sizes={sizes}
              priority={i === 0}
              className={styles.image}
              onLoad={active ? () => setLoadUpTo((upTo) => Math.max(upTo, i + 1)) : undefined}
            />
          )
          return (
            <div
              key={slide.id}
              role="group"
              aria-label={many ? labels.slide(i + 1, total) : undefined}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={cx(styles.slide, active && styles.active)}
            >
              {link ? (
                <a {...link} className={styles.link}>
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          )
        })}
      </div>
      {many && (
        <div className={styles.dots}>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={labels.goTo(i + 1)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      )}
    </section>
  )
}
