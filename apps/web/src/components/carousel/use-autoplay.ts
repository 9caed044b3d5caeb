import { useEffect, useEffectEvent, useState, type FocusEvent, type PointerEvent } from 'react'

/**
 * Advances a slideshow every intervalMs while `enabled`, except while a mouse is over it or focus is
 * inside it (WCAG 2.2.2: nothing moves under the reader). `step` restarts the wait, so a slide the
 * visitor picked by hand gets a full interval too. Spread `handlers` on the slideshow's root.
 */
export function useAutoplay(enabled: boolean, intervalMs: number, step: unknown, advance: () => void) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const running = enabled && !hovered && !focused
  const onTick = useEffectEvent(advance)

  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(onTick, intervalMs)
    return () => window.clearTimeout(timer)
  }, [running, intervalMs, step])

  const handlers = {
    // Touch sends enter/leave around every tap: only a real hover pauses.
    onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
    },
  }
  return { running, handlers }
}
