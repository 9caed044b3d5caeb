import type { TeamCard as Team } from '@ibr/contract'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { t } from '../../i18n'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import styles from './team-card.module.css'

/**
 * A team (or a collaborating researcher) as a card: the leader's photo, the name, the leader and
 * title, the summary; it opens the team's page in a new tab. `type` is the detail type of the list.
 */
export function TeamCard({ team, type }: { team: Team; type: string }) {
  // A collaborating researcher is listed under their own name: the leader line would repeat it.
  const person = team.name === team.leader
  return (
    <li className={styles.item}>
      <Link to={paths.teamDetail(type, team.id, team.name)} target="_blank" className={`card-lift ${styles.card}`} data-team={team.id}>
        <span className={`card-cover ${styles.photo}`}>
          {team.photo && <ResponsiveImage src={team.photo} alt="" width={400} height={500} sizes="112px" maxWidth={320} />}
        </span>
        <span className={`card-column ${styles.text}`}>
          <h3 className={styles.name}>{team.name}</h3>
          <span className={styles.leader}>{person ? team.leaderTitle : `${team.leader} · ${team.leaderTitle}`}</span>
          {team.summary && <span className={styles.summary}>{team.summary}</span>}
        </span>
        <span className="visually-hidden">{t('home.opensNewTab')}</span>
      </Link>
    </li>
  )
}
