import type { TeamCard } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { PageLoading } from '../../components/page-loading/page-loading'
import { EmptyState } from '../../components/empty-state/empty-state'
import { useApi } from '../../lib/use-api'
import { messages } from './messages'
import type { TeamGroup } from './team-groups'
import { TeamGroups } from './team-groups'

/** Groups in the order the server lists them (area order); researchers without an area come last. */
function byArea(list: readonly TeamCard[]): TeamGroup[] {
  const groups = new Map<string, TeamGroup & { teams: TeamCard[] }>()
  for (const person of list) {
    const key = person.area ?? 'other'
    let group = groups.get(key)
    if (!group) groups.set(key, (group = { key, name: person.areaName ?? messages.t('otherArea'), teams: [] }))
    group.teams.push(person)
  }
  const other = groups.get('other')
  groups.delete('other')
  return [...groups.values(), ...(other ? [other] : [])]
}

/** Collaborating researchers from outside the institute, grouped by research area like the teams. */
export function ConsociationList({ type }: { type: string }) {
  const { data, loading } = useApi(API.researchList, { type: 'consociation' })
  const list = data?.teamList ?? []
  if (list.length === 0) return loading ? <PageLoading /> : <EmptyState />
  return <TeamGroups groups={byArea(list)} type={type} />
}
