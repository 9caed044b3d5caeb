import { STAFF_API, type MediaFile } from '@ibr/contract/staff-client'
import { useStaffQuery } from '../../lib/use-staff-query'

/**
 * A file of the media library by its id, found through the library's list (which matches a whole id),
 * so whoever may choose a file may also see the one chosen. `file` is null once the list has
 * answered without it (deleted, or not the library's).
 */
export function useLibraryFile(id: string | null) {
  const found = useStaffQuery(id === null ? null : STAFF_API.mediaList, { search: id ?? '', pageSize: 1 })
  const file: MediaFile | null | undefined = found.data ? (found.data.list.find((f) => f.id === id) ?? null) : undefined
  return { file, error: found.error, reload: found.reload }
}
