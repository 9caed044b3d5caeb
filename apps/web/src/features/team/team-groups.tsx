import type { TeamCard as Team } from '@ibr/contract'
import { TeamCard } from './team-card'
import styles from './team-groups.module.css'

export interface TeamGroup {
  /** A research area code (or id), used for the section's id and data attribute. */
  key: string
  name: string
  intro?: string
  /** A short line under the heading (counts). */
  meta?: string
  teams: readonly Team[]
}

/** Teams grouped by research area: one section with a heading per area, the cards below it. */
export function TeamGroups({ groups, type }: { groups: readonly TeamGroup[]; type: string }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const headingId = `team-group-${group.key}`
        return (
          <section key={group.key} aria-labelledby={headingId} data-team-group={group.key}>
            <header className={styles.header}>
              <h2 id={headingId} className={styles.heading}>
                {group.name}
              </h2>
              {group.meta && <p className={styles.meta}>{group.meta}</p>}
            </header>
            {group.intro && <p className={styles.intro}>{group.intro}</p>}
            <ul className={styles.grid}>
              {group.teams.map((team) => (
                <TeamCard key={team.id} team={team} type={type} />
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
