import { STAFF_API } from '@ibr/contract/staff-client'

/** What a kind of change to content items makes stale, for the mutations of the list, the editor and the paper import. */
export const articlesKeys = {
  /** An item's content or workflow state: the list, the item, its revisions, the dashboard's counts. */
  items: [STAFF_API.articleList, STAFF_API.articleGet, STAFF_API.articleRevisions, STAFF_API.dashboard],
  /** Items created in bulk (a paper import). */
  created: [STAFF_API.articleList, STAFF_API.dashboard],
  /** The unsaved copy kept on the server. */
  autosave: [STAFF_API.articleAutosaveGet],
} as const
