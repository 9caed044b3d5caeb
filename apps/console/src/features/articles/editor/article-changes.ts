import { STAFF_API, type StaffCallJsonPath } from '@ibr/contract/staff-client'

/**
 * What a change to an item makes stale: the lists and counts that show it. The item itself is asked
 * again by the editor that changed it, and its revisions follow its version.
 */
export const ARTICLE_CHANGES: readonly StaffCallJsonPath[] = [
  STAFF_API.articleList,
  STAFF_API.dashboard,
  STAFF_API.pinnedList,
  STAFF_API.articlePreviewLink,
]
