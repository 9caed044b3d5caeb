import type { ScheduleItem } from '@ibr/contract'
import styles from './schedule.module.css'
import { messages } from './messages'

const m = messages.t

/** A day's sessions in time order; breaks (no speaker) are set apart quietly. */
export function SessionList({ sessions }: { sessions: readonly ScheduleItem[] }) {
  return (
    <ol className={styles.sessions} aria-label={m('sessionCount', { count: sessions.length })}>
      {sessions.map((s) => (
        <li key={s.id} className={`${styles.session} ${s.speaker ? '' : styles.break}`} data-session={s.id}>
          <p className={styles.time}>
            <span className="visually-hidden">{m('time')}: </span>
            <time dateTime={s.startTime}>{s.startTime}</time>–<time dateTime={s.endTime}>{s.endTime}</time>
          </p>
          <div className={styles.what}>
            <h3 className={styles.sessionTitle}>{s.title}</h3>
            {s.speaker && (
              <p className={styles.speaker}>
                <span className="visually-hidden">{m('speaker')}: </span>
                {s.speaker}
                {s.affiliation && <span className={styles.affiliation}>{s.affiliation}</span>}
              </p>
            )}
            {s.place && (
              <p className={styles.place}>
                <span className={styles.placeLabel}>{m('place')}</span>
                {s.place}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  )
}
