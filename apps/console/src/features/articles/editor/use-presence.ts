import { STAFF_API, type PresenceRet } from '@ibr/contract/staff-client'
import { useEffect, useState } from 'react'
import { useStaffMutation } from '../../../lib/use-staff-mutation'

/** How often this editor says it is open, and asks who else is (the server forgets a silent editor soon after). */
const EVERY_MS = 20_000
const NOBODY: PresenceRet['others'] = []

/** The other people with this item open now. */
export function usePresence(id: number | null): PresenceRet['others'] {
  const [others, setOthers] = useState(NOBODY)
  // Saying "I am here" changes only who else is shown here: nothing cached is made stale.
  const { mutate: tell } = useStaffMutation(STAFF_API.articlePresence, { invalidates: [] })
  useEffect(() => {
    if (id === null) return
    // Who else is here is a courtesy: a failed ask leaves the last answer, and the next one may succeed.
    const beat = () => tell({ id }, { onSuccess: (answer) => setOthers(answer.others) })
    beat()
    const timer = setInterval(beat, EVERY_MS)
    return () => clearInterval(timer)
  }, [id, tell])
  return others
}
