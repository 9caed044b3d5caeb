import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** The mobile layout applies at 768 px and below. */
export const MOBILE_QUERY = '(max-width: 768px)'
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY)

/** Visitors who ask for less motion get no autoplay and no sliding. */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)')
