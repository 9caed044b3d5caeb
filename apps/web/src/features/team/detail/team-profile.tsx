import type { TeamDetail } from '@ibr/contract'
import type { ReactNode } from 'react'
import { RichText } from '../../../components/rich-text/rich-text'
import { ContactList } from '../contact-list'
import { messages } from '../messages'
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image'
import styles from './team-detail.module.css'
import { TeamMembers } from './team-members'
import { TeamPapers } from './team-papers'

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.part} aria-labelledby={`team-${id}`} data-team-part={id}>
      <h2 id={`team-${id}`} className={styles.partTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The leader's photo, name and title, contacts; then biography, interests, papers and members. */
export function TeamProfile({ team }: { team: TeamDetail }) {
  const person = team.name === team.leader
  return (
    <article className={styles.profile} aria-labelledby="detail-title">
      <header className={styles.header}>
        <div className={`card-cover ${styles.photo}`}>
          {team.photo && (
            <ResponsiveImage
              src={team.photo}
              alt={messages.t('leaderPhoto', { name: team.leader })}
              width={400}
              height={500}
              sizes="(max-width: 768px) 8rem, 13rem"
              maxWidth={480}
              priority
            />
          )}
        </div>
        <div className={styles.identity}>
          {team.areaName && <p className={styles.area}>{team.areaName}</p>}
          <h1 id="detail-title" className={styles.title}>
            {team.name}
          </h1>
          <p className={styles.leader}>
            {person ? team.leaderTitle : messages.t('leaderLine', { name: team.leader, title: team.leaderTitle })}
          </p>
          {team.summary && <p className={styles.lead}>{team.summary}</p>}
          <h2 className="visually-hidden">{messages.t('contact')}</h2>
          <ContactList contact={team} className={styles.contact} />
        </div>
      </header>
      {team.bio && (
        <Part id="bio" title={messages.t('bio')}>
          <RichText html={team.bio} />
        </Part>
      )}
      {team.interests && (
        <Part id="interests" title={messages.t('interests')}>
          <RichText html={team.interests} />
        </Part>
      )}
      {team.papers.length > 0 && (
        <Part id="papers" title={messages.t('papers')}>
          <TeamPapers papers={team.papers} />
        </Part>
      )}
      {team.members.length > 0 && (
        <Part id="members" title={messages.t('members')}>
          <TeamMembers members={team.members} />
        </Part>
      )}
    </article>
  )
}
