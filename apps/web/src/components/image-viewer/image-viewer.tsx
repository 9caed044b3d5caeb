import { useState, type CSSProperties, type ReactNode } from 'react'
import { usePrefersReducedMotion } from '../../lib/use-media-query'
import { useAutoplay } from '../carousel/use-autoplay'
import { ResponsiveImage } from '../responsive-image/responsive-image'
import styles from './image-viewer.module.css'
import { ChevronIcon } from '../icons/chevron-icon'

export interface ImageViewerItem {
  key: string
  src: string
  alt: string
  width: number
  height: number
  caption?: ReactNode
}

export interface ImageViewerLabels {
  /** Names the viewer as a landmark region, e.g. 'Photos' / '图片'. */
  region: string
  previous: string
  next: string
  /** Screen-reader text for the shown item; `position` counts from 1: (2, 5) → 'Image 2 of 5'. */
  counter: (position: number, total: number) => string
}

export interface ImageViewerProps {
  items: readonly ImageViewerItem[]
  /** Autoplay interval (default 5000 ms). */
  intervalMs?: number
  /** `sizes` for the images, e.g. '(max-width: 768px) 100vw, 800px'. */
  sizes: string
  labels: ImageViewerLabels
}

// The frame keeps one shape for all items (contain-fit inside it): between 16:9 and 4:3, tall enough for the tallest item.
const MIN_RATIO = 9 / 16
const MAX_RATIO = 3 / 4

function frameRatio(items: readonly ImageViewerItem[]): number {
  const tallest = Math.max(0, ...items.map((i) => (i.width > 0 ? i.height / i.width : 0)))
  return Math.min(MAX_RATIO, Math.max(MIN_RATIO, tallest))
}

export function ImageViewer({ items, intervalMs = 5000, sizes, labels }: ImageViewerProps) {
  // A new items array (another page, another language) starts again at the first item.
  const [state, setState] = useState({ items, index: 0 })
  if (state.items !== items) setState({ items, index: 0 })
  const total = items.length
  const index = state.items === items && state.index < total ? state.index : 0
  const go = (delta: number) => setState((s) => (s.items === items ? { items, index: (index + delta + total) % total } : s))

  const reducedMotion = usePrefersReducedMotion()
  const many = total > 1
  const { running, handlers } = useAutoplay(many && !reducedMotion, intervalMs, `${index}/${total}`, () => go(1))

  const item = items[index]
  if (!item) return null

  return (
    <div
      role="region"
      aria-label={labels.region}
      className={styles.viewer}
      style={{ '--ratio': frameRatio(items) } as CSSProperties}
      {...handlers}
    >
      <div aria-live={running ? 'off' : 'polite'}>
        <figure className={styles.figure}>
          <div className={styles.frame}>
            <ResponsiveImage
              key={item.key}
              src={item.src}
              alt={item.alt}
              width={item.width}
              height={item.height}
              sizes={sizes}
              className={styles.image}
            />
            {many && <span className="visually-hidden">{labels.counter(index + 1, total)}</span>}
          </div>
          {items.some((i) => i.caption != null) && (
            <figcaption className={styles.captions}>
              {/* Every caption takes up room, invisibly, so the text below never moves from slide to slide. */}
              {items.map((i) =>
                i.caption == null ? null : (
                  <div key={i.key} className={styles.ghost} aria-hidden="true">
                    {i.caption}
                  </div>
                ),
              )}
              {item.caption != null && (
                <div key={item.key} className={styles.caption}>
                  {item.caption}
                </div>
              )}
            </figcaption>
          )}
        </figure>
      </div>
      {many && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label={labels.previous} onClick={() => go(-1)}>
            <ChevronIcon left size={18} />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={labels.next} onClick={() => go(1)}>
            <ChevronIcon left={false} size={18} />
          </button>
          <span className={styles.counter} aria-hidden="true">
            {index + 1} / {total}
          </span>
        </>
      )}
    </div>
  )
}
