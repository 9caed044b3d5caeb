import type { Attachment } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { useEffect, useRef, useState } from 'react'
import { api } from '../../lib/api'

/** An item's files: undefined while asked for, null when they could not be had. */
export type AttachmentsOf = Record<number, readonly Attachment[] | null | undefined>

/**
 * The attachments of the items on screen. A list row does not carry them, so each shown item's
 * detail is asked for once (a page holds a handful of announcements; pages already seen are kept).
 * An answer arriving after the page moved on is still kept, for when the visitor comes back.
 */
export function useAttachments(ids: readonly number[]): AttachmentsOf {
  const [files, setFiles] = useState<AttachmentsOf>({})
  // Ids already asked for, so an item is asked once however often the page comes back to it.
  const asked = useRef(new Set<number>())
  // The ids are compared by value: the effect is keyed by their list as a string.
  const idList = ids.join(',')
  useEffect(() => {
    const missing =
      idList === ''
        ? []
        : idList
            .split(',')
            .map(Number)
            .filter((id) => !asked.current.has(id))
    if (missing.length === 0) return
    for (const id of missing) asked.current.add(id)
    setFiles((f) => ({ ...Object.fromEntries(missing.map((id) => [id, undefined])), ...f }))
    for (const id of missing) {
      // Quiet: a row without its files says so itself; one toast per row would be noise.
      api.call(API.articleDetail, { id }, { quiet: true }).then(
        ({ article }) => setFiles((f) => ({ ...f, [id]: article.attachments })),
        () => setFiles((f) => ({ ...f, [id]: null })),
      )
    }
  }, [idList])
  return files
}
