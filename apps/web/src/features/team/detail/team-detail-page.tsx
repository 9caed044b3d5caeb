import { useStore } from '@ibr/ui/create-store'
import { useParams } from 'react-router'
import { PageLoading } from '../../../components/page-loading/page-loading'
import { appStore } from '../../../lib/app-store'
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { messages } from '../messages'
import { TeamMissing } from './team-missing'
import { TeamProfile } from './team-profile'
import { teamCrumbs } from './team-crumbs'
import { useTeam } from './use-team'
import styles from './team-detail.module.css'

/**
 * /teamDetail/{type}/{id}/{name}: a research team or a collaborating researcher. The name in the
 * address only titles the tab while the team loads; the id decides what is shown.
 */
export function TeamDetailPage() {
  const { type = '', id = '', name = '' } = useParams()
  const { state, retry } = useTeam(id)
  const menuList = useStore(appStore, (s) => s.menuList)
  const title = state.status === 'ready' ? state.team.name : state.status === 'notFound' ? messages.t('notFoundTitle') : name
  useDocumentTitle(title || null)

  if (state.status === 'loading') return <PageLoading />
  if (state.status !== 'ready') {
    return (
      <div className={styles.page}>
        <TeamMissing failure={state.status === 'failed' ? state.message : null} onRetry={retry} />
      </div>
    )
  }
  return (
    <div className={styles.page} data-page="team-detail" data-team-detail={state.team.id}>
      <Breadcrumb items={teamCrumbs(menuList, type, state.team)} />
      <TeamProfile team={state.team} />
    </div>
  )
}
