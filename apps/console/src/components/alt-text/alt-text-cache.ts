import { STAFF_API, type MediaFile, type MediaGetRet, type MediaListRet } from '@ibr/contract/staff-client'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'

export interface AltTexts {
  altZh: string
  altEn: string
}

/** The library's calls whose answers hold a file's alt text; a save invalidates them. */
export const ALT_TEXT_CALLS = [STAFF_API.mediaList, STAFF_API.mediaGet] as const

const withAlt = (file: MediaFile, id: string, alt: AltTexts): MediaFile => (file.id === id ? { ...file, ...alt } : file)

/**
 * Writes an alt text just saved into every cached answer showing the file (each list, each detail), so every
 * place showing the image (its picture field, the editor's notice, the approval) has it at once; the save's
 * invalidation then asks the shown ones again.
 */
export function useAltTextSaved() {
  const client = useQueryClient()
  return useCallback(
    (id: string, alt: AltTexts) => {
      client.setQueriesData<MediaListRet>({ queryKey: [STAFF_API.mediaList] }, (answer) =>
        answer ? { ...answer, list: answer.list.map((f) => withAlt(f, id, alt)) } : answer,
      )
      client.setQueriesData<MediaGetRet>({ queryKey: [STAFF_API.mediaGet] }, (answer) =>
        answer ? { ...answer, file: withAlt(answer.file, id, alt) } : answer,
      )
    },
    [client],
  )
}

/** The file's alt text in the newest cached answer that holds it, as JSON (a string, so unchanged reads compare equal). */
function cachedAlt(client: QueryClient, id: string): string | undefined {
  let newest: { at: number; alt: string } | undefined
  for (const query of client
    .getQueryCache()
    .findAll({ predicate: (q) => (ALT_TEXT_CALLS as readonly unknown[]).includes(q.queryKey[0]) })) {
    const data = query.state.data as Partial<MediaListRet & MediaGetRet> | undefined
    const file = data?.file?.id === id ? data.file : data?.list?.find((f) => f.id === id)
    if (file && (!newest || query.state.dataUpdatedAt > newest.at))
      newest = { at: query.state.dataUpdatedAt, alt: JSON.stringify([file.altZh, file.altEn]) }
  }
  return newest?.alt
}

/** The file with its alt text as the library's cached answers now hold it (saved since it was read, anywhere). */
export function useCurrentAlt<F extends AltTexts & { id: string }>(file: F | null | undefined): F | null | undefined {
  const client = useQueryClient()
  const id = file?.id
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client])
  const alt = useSyncExternalStore(subscribe, () => (id === undefined ? undefined : cachedAlt(client, id)))
  if (!file || alt === undefined) return file
  const [altZh, altEn] = JSON.parse(alt) as [string, string]
  return altZh === file.altZh && altEn === file.altEn ? file : { ...file, altZh, altEn }
}
