import { can, STAFF_ACCESS, STAFF_API, STATS_VIEWS_MAX_IDS } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useMemo } from 'react'
import { useMessages } from '../../i18n/use-t'
import { sessionStore } from '../../lib/session-store'
import { useStaffQuery } from '../../lib/use-staff-query'
import { messages } from './messages'

/**
 * Items' detail page views of the last 30 days (docs/statistics.md), by id; undefined while they are
 * read, or for a person who may not read them.
 */
export function useArticleViews(ids: readonly number[]): ReadonlyMap<number, number> | undefined {
  const allowed = useStore(sessionStore, (s) => can(s.user, STAFF_ACCESS[STAFF_API.statsViews].permission))
  const asked = ids.slice(0, STATS_VIEWS_MAX_IDS)
  const views = useStaffQuery(allowed && asked.length ? STAFF_API.statsViews : null, { ids: asked }, { keepPrevious: true })
  return useMemo(() => views.data && new Map(views.data.views.map((v) => [v.id, v.views])), [views.data])
}

/** The editor's line of how often the item was read lately. */
export function ArticleViewsNote({ id }: { id: number }) {
  const t = useMessages(messages)
  const views = useArticleViews([id])?.get(id)
  return views === undefined ? null : <span data-views={views}>{t('editor.views', { count: views })}</span>
}
