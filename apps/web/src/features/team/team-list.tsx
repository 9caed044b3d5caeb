import { API } from '@ibr/contract/paths'
import { EmptyState } from '../../components/empty-state/empty-state'
import { PageLoading } from '../../components/page-loading/page-loading'
import { useApi } from '../../lib/use-api'
import { messages } from './messages'
import { TeamGroups } from './team-groups'

/** The research teams, grouped by the four research areas, each area with its introduction. */
export function TeamList({ type }: { type: string }) {
  const { data, loading } = useApi(API.researchList, { type: 'area' })
  const areas = (data?.areaList ?? []).filter((area) => area.teams.length > 0)
  if (areas.length === 0) return loading ? <PageLoading /> : <EmptyState />
  const groups = areas.map((area) => ({
    key: area.code,
    name: area.name,
    intro: area.intro,
    meta: messages.t('areaCounts', { teams: area.teams.length, papers: area.paperCount }),
    teams: area.teams,
  }))
  return <TeamGroups groups={groups} type={type} />
}
