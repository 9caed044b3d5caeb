import { useEffect } from 'react'

/** Locks page scrolling while `locked` (the open mobile menu), restoring what was there before. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    const { documentElement: html, body } = document
    const before = [html.style.overflow, body.style.overflow]
    html.style.overflow = 'hidden'
    body.style.overflow = 'hidden'
    return () => {
      html.style.overflow = before[0]!
      body.style.overflow = before[1]!
    }
  }, [locked])
}
