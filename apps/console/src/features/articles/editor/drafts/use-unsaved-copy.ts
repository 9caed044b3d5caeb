import { STAFF_API } from '@ibr/contract/staff-client'
import { useEffect, useRef, useState } from 'react'
import { api } from '../../../../lib/api'
import { sameDoc } from '../../doc-fields'
import { clearCopy, readCopy, writeCopy, type UnsavedCopy } from './unsaved-copy'
import type { EditorState } from '../use-editor-state'

/** How long typing pauses before the copy is written (and at once when the editor closes or the page goes). */
const PAUSE_MS = 400

/** A copy offered back: kept in this browser, or on the server (from any browser of the same account). */
export interface CopyOffer {
  copy: UnsavedCopy
  where: 'browser' | 'server'
}

/**
 * Keeps the editor's unsaved changes in this browser and offers them back when the item is opened
 * again with a copy that differs from the server's: this browser's, or the working copy the server
 * keeps for a saved item, whichever is newer. Until the offer is answered (and while the server's
 * copy is being read) nothing is written, so opening the item cannot erase the copy it is about to offer.
 */
export function useUnsavedCopy(key: string, id: number | null, state: EditorState, dirty: boolean) {
  const [offer, setOffer] = useState<CopyOffer | null>(() => {
    const copy = readCopy(key)
    return copy && !sameDoc(copy.doc, state.doc) ? { copy, where: 'browser' } : null
  })
  const [checking, setChecking] = useState(id !== null)
  const [storageFailed, setStorageFailed] = useState(false)
  const pending = useRef<UnsavedCopy | null>(null)
  const opened = useRef(state.doc)

  useEffect(() => {
    if (id === null) return
    let open = true
    api.call(STAFF_API.articleAutosaveGet, { id }).then(
      ({ copy }) => {
        if (!open) return
        if (copy && !sameDoc(copy.doc, opened.current)) {
          const kept: UnsavedCopy = { doc: copy.doc, base: copy.base, version: copy.version, at: copy.savedAt }
          setOffer((local) => (local && local.copy.at > kept.at ? local : { copy: kept, where: 'server' }))
        }
        setChecking(false)
      },
      // Without the server's copy the browser's still guards the work.
      () => open && setChecking(false),
    )
    return () => {
      open = false
    }
  }, [id])

  useEffect(() => {
    if (offer || checking) return
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
  }, [key, offer, checking, dirty, state.doc, state.base, state.version])

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
    /** Whether copies must not be written yet: an offer is open, or the server's copy is still being read. */
    holding: offer !== null || checking,
    storageFailed,
    /** The offer is taken: the editor shows the copy; the offer closes. */
    answered: () => setOffer(null),
    /** The copy is no longer wanted (dropped, or saved): forgotten here, in the browser and on the server. */
    discard: () => {
      pending.current = null
      clearCopy(key)
      if (id !== null && offer !== null) void api.call(STAFF_API.articleAutosaveDiscard, { id }).catch(() => undefined)
      setOffer(null)
    },
  }
}
