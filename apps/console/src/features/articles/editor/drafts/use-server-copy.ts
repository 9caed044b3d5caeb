import { STAFF_API, type ArticleAutosaveRet } from '@ibr/contract/staff-client'
import { useEffect, useRef, useState } from 'react'
import { useStaffMutation } from '../../../../lib/use-staff-mutation'
import type { EditorState } from '../use-editor-state'

/** How long typing pauses before the working copy goes to the server. */
export const SERVER_PAUSE_MS = 2500

/** Browsers refuse a request kept alive past the page whose body passes 64 KiB: this many characters stay under it even at three bytes each. */
const KEEPALIVE_MAX_CHARS = 20_000

/**
 * What became of the last copy sent: kept at a time (with the person's older copies it pushed out to
 * stay within their bound, if any), or refused with the server's words.
 */
export type ServerCopyStatus =
  { kept: 'no' } | { kept: 'yes'; at: string; dropped: ArticleAutosaveRet['dropped'] } | { kept: 'refused'; reason: string }

/** The server takes the copy's base from the version it starts from, so only the document goes. */
interface Sent {
  id: number
  version: number
  doc: EditorState['doc']
}

/**
 * Keeps a saved item's working copy on the server after each pause in typing, and at once when the
 * editor closes or the page goes, so the work can be taken up from another browser. Nothing is sent
 * while `holding` (an offer of an earlier copy is open). An answer to a version the editor has since
 * left (its own save came first) says nothing.
 */
export function useServerCopy(id: number | null, state: EditorState, dirty: boolean, holding: boolean): ServerCopyStatus {
  const [status, setStatus] = useState<ServerCopyStatus>({ kept: 'no' })
  const pending = useRef<Sent | null>(null)
  const version = useRef(state.version)
  version.current = state.version
  // The copies sent as the page goes: their request must outlive the page, which the browser allows a small body only (the browser's copy covers a larger one).
  const going = useRef(new WeakSet<object>())
  const { mutateAsync: keep } = useStaffMutation(STAFF_API.articleAutosave, {
    // The copy is read afresh on every opening (asking again here would offer the copy just sent back to its writer).
    invalidates: [],
    keepalive: (copy) => going.current.has(copy) && JSON.stringify(copy).length < KEEPALIVE_MAX_CHARS,
  })
  // Read by the effects' sends (a pause ending, the editor closing) without making them start over.
  const keeping = useRef(keep)
  useEffect(() => {
    keeping.current = keep
  }, [keep])

  useEffect(() => {
    if (id === null || state.version === null || holding || !dirty) {
      pending.current = null
      // Saved for real (or typed back to what was saved): the last autosave's time no longer says anything.
      if (!dirty) setStatus((now) => (now.kept === 'no' ? now : { kept: 'no' }))
      return
    }
    pending.current = { id, version: state.version, doc: state.doc }
    const timer = setTimeout(() => send(false), SERVER_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [id, holding, dirty, state.doc, state.version])

  useEffect(() => {
    const leaving = () => send(true)
    window.addEventListener('pagehide', leaving)
    return () => {
      window.removeEventListener('pagehide', leaving)
      send(false)
    }
  }, [])

  // Sent also as the editor closes: the answer comes to a mutation no screen watches, so it is read from the promise.
  function send(pageGoing: boolean) {
    const copy = pending.current
    pending.current = null
    if (!copy) return
    if (pageGoing) going.current.add(copy)
    keeping.current(copy).then(
      ({ savedAt, dropped }) => version.current === copy.version && setStatus({ kept: 'yes', at: savedAt, dropped }),
      (error: Error) => version.current === copy.version && setStatus({ kept: 'refused', reason: error.message }),
    )
  }

  return status
}
