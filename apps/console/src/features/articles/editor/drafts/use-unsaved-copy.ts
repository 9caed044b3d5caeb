import { STAFF_API } from '@ibr/contract/staff-client'
import { useEffect, useRef, useState } from 'react'
import { useStaffMutation } from '../../../../lib/use-staff-mutation'
import { useStaffQuery } from '../../../../lib/use-staff-query'
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
  const [storageFailed, setStorageFailed] = useState(false)
  const pending = useRef<UnsavedCopy | null>(null)
  const opened = useRef(state.doc)
  // Asked on every opening (another browser's copy may be newer than any cached): without it, the browser's copy still guards the work.
  const server = useStaffQuery(id === null ? null : STAFF_API.articleAutosaveGet, { id: id ?? 0 }, { fresh: true })
  const checking = id !== null && server.data === undefined && server.error === undefined
  // The server's copy is read afresh on every opening, never from the cache: nothing cached goes stale.
  const discarding = useStaffMutation(STAFF_API.articleAutosaveDiscard, { invalidates: [] })
  const serverCopy = server.data?.copy

  // The server's copy, once it answered, is offered if it differs from what opened and is newer than the browser's.
  const [seen, setSeen] = useState<typeof serverCopy | null>(null)
  if (serverCopy !== undefined && serverCopy !== seen) {
    setSeen(serverCopy)
    if (serverCopy && !sameDoc(serverCopy.doc, opened.current)) {
      const kept: UnsavedCopy = { doc: serverCopy.doc, base: serverCopy.base, version: serverCopy.version, at: serverCopy.savedAt }
      setOffer((local) => (local && local.copy.at > kept.at ? local : { copy: kept, where: 'server' }))
    }
  }

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
      if (id !== null && offer !== null) discarding.mutate({ id })
      setOffer(null)
    },
  }
}
