import { useEffect, useRef, useState } from 'react'
import { sameDoc } from './doc-fields'
import { clearCopy, readCopy, writeCopy, type UnsavedCopy } from './unsaved-copy'
import type { EditorState } from './use-editor-state'

/** How long typing pauses before the copy is written (and at once when the editor closes or the page goes). */
const PAUSE_MS = 400

/**
 * Keeps the editor's unsaved changes in this browser and offers them back when the item is opened
 * again with a copy that differs from the server's. Until the offer is answered nothing is written,
 * so opening the item cannot erase the copy it is about to offer.
 */
export function useUnsavedCopy(key: string, state: EditorState, dirty: boolean) {
  const [offer, setOffer] = useState<UnsavedCopy | null>(() => {
    const copy = readCopy(key)
    return copy && !sameDoc(copy.doc, state.doc) ? copy : null
  })
  const [storageFailed, setStorageFailed] = useState(false)
  const pending = useRef<UnsavedCopy | null>(null)

  useEffect(() => {
    if (offer) return
    if (!dirty) {
      pending.current = null
      clearCopy(key)
      return
    }
    pending.current = { doc: state.doc, base: state.base, version: state.version, at: new Date().toISOString() }
    const timer = setTimeout(() => flush(), PAUSE_MS)
    return () => clearTimeout(timer)

    function flush() {
      if (pending.current) setStorageFailed(!writeCopy(key, pending.current))
      pending.current = null
    }
  }, [key, offer, dirty, state.doc, state.base, state.version])

  // Closing the editor (leaving, a lapsed session swapping in the sign-in form) or the page writes what is pending now.
  useEffect(() => {
    const flushNow = () => {
      if (pending.current) writeCopy(key, pending.current)
      pending.current = null
    }
    window.addEventListener('pagehide', flushNow)
    return () => {
      window.removeEventListener('pagehide', flushNow)
      flushNow()
    }
  }, [key])

  return {
    offer,
    storageFailed,
    /** The offer is taken: the editor shows the copy; the offer closes. */
    answered: () => setOffer(null),
    /** The copy is no longer wanted (dropped, or saved): forgotten here and in the browser. */
    discard: () => {
      pending.current = null
      clearCopy(key)
      setOffer(null)
    },
  }
}
