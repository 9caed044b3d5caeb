import type { TeamDetail } from '@ibr/contract'
import { messages } from '../messages'
import styles from './team-detail.module.css'

/** The team's members as a table: name, role and e-mail (or that it is not public). */
export function TeamMembers({ members }: { members: TeamDetail['members'] }) {
  return (
    <table className={styles.members}>
      <thead>
        <tr>
          <th scope="col">{messages.t('memberName')}</th>
          <th scope="col">{messages.t('memberRole')}</th>
          <th scope="col">{messages.t('memberEmail')}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member, index) => (
          <tr key={index} data-member="">
            <th scope="row" data-label={messages.t('memberName')}>
              {member.name}
            </th>
            <td data-label={messages.t('memberRole')}>{member.role}</td>
            <td data-label={messages.t('memberEmail')}>
              {member.email ? (
                <a href={`mailto:${member.email}`}>{member.email}</a>
              ) : (
                <span className={styles.muted}>{messages.t('emailPrivate')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
