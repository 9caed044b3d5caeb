import { STAFF_API, type MediaFile, type MediaGetRet, type MediaListRet } from '@ibr/contract/staff-client'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { altTextIndex } from './alt-text-index'

export interface AltTexts {
  altZh: string
  altEn: string
}

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

/** The file with its alt text as the library's cached answers now hold it (saved since it was read, anywhere). */
export function useCurrentAlt<F extends AltTexts & { id: string }>(file: F | null | undefined): F | null | undefined {
  const client = useQueryClient()
  const id = file?.id
  const index = altTextIndex(client)
  const subscribe = useCallback((changed: () => void) => (id === undefined ? () => {} : index.subscribe(id, changed)), [index, id])
  const alt = useSyncExternalStore(subscribe, () => (id === undefined ? undefined : index.alt(id)))
  if (!file || alt === undefined) return file
  const [altZh, altEn] = JSON.parse(alt) as [string, string]
  return altZh === file.altZh && altEn === file.altEn ? file : { ...file, altZh, altEn }
}
