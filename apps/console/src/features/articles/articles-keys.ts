import { STAFF_API } from '@ibr/contract/staff-client'

/**
 * What a change to an item makes stale: the lists and counts that show it. The editor that changed it
 * asks for the item itself again (keeping its own edits on top), and its revisions follow its version.
 */
const changed = [STAFF_API.articleList, STAFF_API.dashboard, STAFF_API.pinnedList, STAFF_API.articlePreviewLink] as const

/** What each kind of change to content items makes stale, for the mutations of the list, the editor and the paper import. */
export const articlesKeys = {
  /** One item changed in its editor. */
  changed,
  /** Items changed from the list (a bulk step): also each item and its revisions, wherever open. */
  items: [...changed, STAFF_API.articleGet, STAFF_API.articleRevisions],
  /** Items created in bulk (a paper import). */
  created: [STAFF_API.articleList, STAFF_API.dashboard],
} as const
