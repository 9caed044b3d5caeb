import { STAFF_API, type PresenceRet } from '@ibr/contract/staff-client'
import { useEffect, useState } from 'react'
import { api } from '../../../lib/api'

/** How often this editor says it is open, and asks who else is (the server forgets a silent editor soon after). */
const EVERY_MS = 20_000
const NOBODY: PresenceRet['others'] = []

/** The other people with this item open now. */
export function usePresence(id: number | null): PresenceRet['others'] {
  const [others, setOthers] = useState(NOBODY)
  useEffect(() => {
    if (id === null) return
    let open = true
    const tell = () =>
      api.call(STAFF_API.articlePresence, { id }).then(
        (answer) => open && setOthers(answer.others),
        // Who else is here is a courtesy: a failed ask leaves the last answer, and the next one may succeed.
        () => undefined,
      )
    void tell()
    const timer = setInterval(() => void tell(), EVERY_MS)
    return () => {
      open = false
      clearInterval(timer)
    }
  }, [id])
  return others
}
