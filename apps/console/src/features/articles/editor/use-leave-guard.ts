import { useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'

/**
 * Asks before leaving the editor with unsaved changes: another screen of the console (the router's
 * blocker, answered in the editor's own dialog), or the page itself (the browser's question).
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])
  return {
    blocker,
    /** The next navigation is the editor's own (a new item saved, opening at its address). */
    allowLeaving: () => void (allowed.current = true),
  }
}
