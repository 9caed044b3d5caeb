import { STAFF_API, type MediaFile } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useEffect, useState } from 'react'
import { api } from '../../lib/api'
import { altTextStore } from './alt-text-store'

/**
 * Of these library images, those without alt text in both languages, as the library describes them
 * (name, address), with what was saved since. Each is found by its id (the list matches a whole id);
 * one that cannot be found is left out: the server names it if approval still refuses.
 */
export function useImagesWithoutAlt(ids: readonly string[]): MediaFile[] {
  const key = ids.join(' ')
  const [files, setFiles] = useState<{ key: string; list: MediaFile[] } | null>(null)
  useEffect(() => {
    if (key === '') return
    let current = true
    void Promise.all(
      key.split(' ').map((id) =>
        api.call(STAFF_API.mediaList, { search: id, kind: 'image', pageSize: 1 }).then(
          (found) => found.list.filter((f) => f.id === id),
          () => [],
        ),
      ),
    ).then((found) => current && setFiles({ key, list: found.flat() }))
    return () => {
      current = false
    }
  }, [key])
  const saved = useStore(altTextStore, (state) => state)
  const list = files?.key === key ? files.list : []
  return list.map((f) => ({ ...f, ...saved[f.id] })).filter((f) => !f.altZh.trim() || !f.altEn.trim())
}
