import { useSyncExternalStore } from 'react'

/**
 * A phone's width: lists show each row's name and state with the rest under it, filters fold away
 * and an opened item takes the whole screen. CSS modules that follow it write `@media (max-width: 40rem)`.
 */
export const NARROW_SCREEN = '(max-width: 40rem)'

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : null)

function subscribe(onChange: () => void) {
  const list = query()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/** Whether the window is a phone's width now, following it as the window is resized or turned. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  )
}
