import { API } from '@ibr/contract/paths'
import { useParams } from 'react-router'
import { PageLoading } from '../../app/page-loading'
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb'
import { EmptyState } from '../../components/empty-state/empty-state'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import { RichText } from '../../components/rich-text/rich-text'
import { useApi } from '../../lib/use-api'
import { useDocumentTitle } from '../../lib/use-document-title'
import styles from './detail-page.module.css'

/** /teamDetail/{type}/{id}/{name}: a research team or collaborating researcher. */
export function TeamDetailPage() {
  const { id = '', name = '' } = useParams()
  const { data, loading } = useApi(/^[1-9]\d{0,9}$/.test(id) ? API.researchDetail : null, { id, type: 'team' })
  const team = data?.team
  useDocumentTitle(team?.name ?? name)
  if (!team) return loading ? <PageLoading /> : <div className={styles.page}><EmptyState /></div>
  return (
    <div className={styles.page} data-page="team-detail">
      <Breadcrumb items={[{ label: team.name }]} />
      <article className={styles.article} aria-labelledby="detail-title">
        <header className={styles.header}>
          {team.photo && <ResponsiveImage src={team.photo} alt={team.leader} width={240} height={300} sizes="240px" maxWidth={480} className={styles.portrait} />}
          <h1 id="detail-title" className={styles.title}>
            {team.name}
          </h1>
          <p className={styles.subtitle}>
            {team.leader} · {team.leaderTitle}
          </p>
        </header>
        <RichText html={team.bio} />
        <RichText html={team.interests} />
      </article>
    </div>
  )
}
