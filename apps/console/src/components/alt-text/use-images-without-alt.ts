import { STAFF_API, type MediaFile } from '@ibr/contract/staff-client'
import { useMemo } from 'react'
import { useStaffQueries } from '../../lib/use-staff-query'

/**
 * Of these library images, those without alt text in both languages, as the library's cached answers
 * describe them (name, address, alt text saved since). Each is found by its id (the list matches a whole
 * id); one that cannot be found is left out: the server names it if approval still refuses.
 */
export function useImagesWithoutAlt(ids: readonly string[]): MediaFile[] {
  const key = ids.join(' ')
  const bodies = useMemo(() => (key === '' ? [] : key.split(' ').map((id) => ({ search: id, kind: 'image' as const, pageSize: 1 }))), [key])
  const answers = useStaffQueries(STAFF_API.mediaList, bodies)
  return answers
    .flatMap((found, index) => found?.list.filter((f) => f.id === bodies[index]!.search) ?? [])
    .filter((f) => !f.altZh.trim() || !f.altEn.trim())
}
