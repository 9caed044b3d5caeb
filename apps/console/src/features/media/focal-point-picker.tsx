import type { Point } from '@ibr/contract/files'
import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { useMessages } from '../../i18n/use-t'
import styles from './media.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface FocalPointPickerProps {
  /** The image as it is shown (upright), and what it shows. */
  src: string
  alt: string
  /** null: none set, every crop is cut around the centre. */
  value: Point | null
  onChange: (point: Point) => void
}

const CENTRE: Point = { x: 0.5, y: 0.5 }
/** Whole percent, as the server names crops: a finer point would cut the same pixels. */
const snap = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100) / 100

const MOVES: Record<string, (p: Point, step: number) => Point> = {
  ArrowLeft: (p, step) => ({ ...p, x: p.x - step }),
  ArrowRight: (p, step) => ({ ...p, x: p.x + step }),
  ArrowUp: (p, step) => ({ ...p, y: p.y - step }),
  ArrowDown: (p, step) => ({ ...p, y: p.y + step }),
  Home: (p) => ({ ...p, x: 0 }),
  End: (p) => ({ ...p, x: 1 }),
}

/**
 * The point of an image every crop keeps in view: set by clicking (or dragging) on the image, or by
 * the arrow keys on its marker (Shift: steps of 10 %). The marker is a slider whose value says both
 * coordinates, so a screen reader announces where it is.
 */
export function FocalPointPicker({ src, alt, value, onChange }: FocalPointPickerProps) {
  const t = useMessages(messages, shared)
  const area = useRef<HTMLDivElement>(null)
  const marker = useRef<HTMLDivElement>(null)
  const point = value ?? CENTRE

  const placeAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = area.current?.getBoundingClientRect()
    if (!box || box.width === 0 || box.height === 0) return
    onChange({ x: snap((event.clientX - box.left) / box.width), y: snap((event.clientY - box.top) / box.height) })
  }
  const press = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture?.(event.pointerId)
    marker.current?.focus()
    placeAt(event)
  }
  const drag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.buttons === 1 && event.currentTarget.hasPointerCapture?.(event.pointerId)) placeAt(event)
  }
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const moved = move(point, event.shiftKey ? 0.1 : 0.01)
    onChange({ x: snap(moved.x), y: snap(moved.y) })
  }
  const x = Math.round(point.x * 100)
  const y = Math.round(point.y * 100)
  return (
    <div ref={area} className={styles.focalArea} onPointerDown={press} onPointerMove={drag} data-testid="focal-area">
      <img src={src} alt={alt} draggable={false} className={styles.focalImage} />
      <div
        ref={marker}
        role="slider"
        tabIndex={0}
        aria-label={t('media.focal.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={x}
        aria-valuetext={t('media.focal.value', { x, y })}
        onKeyDown={key}
        className={styles.marker}
        style={{ left: `${x}%`, top: `${y}%` }}
      />
    </div>
  )
}
