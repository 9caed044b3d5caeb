import type { TicketRet } from '@ibr/contract'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import styles from './ticket-confirmation.module.css'
import { messages } from './messages'

const m = messages.t

/**
 * What the visitor sees once the server took the form: the ticket to quote, focused so a screen
 * reader reads it out, the private address where its state and the office's replies can be followed,
 * and a way to send another.
 */
export function TicketConfirmation({
  title,
  body,
  ticket,
  onAnother,
}: {
  title: string
  body: string
  ticket: TicketRet
  onAnother: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className={styles.done} aria-labelledby="service-done" data-ticket={ticket.ticket}>
      <h2 id="service-done" ref={heading} tabIndex={-1} className={styles.title}>
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
        {title}
      </h2>
      <p className={styles.ticket}>
        {m('ticket')}
        <strong className={styles.code}>{ticket.ticket}</strong>
      </p>
      <p className={styles.body}>{body}</p>
      <p className={styles.body}>
        <Link to={paths.ticket(ticket.ticket, ticket.key)} className={styles.follow}>
          {m('follow')}
        </Link>{' '}
        {m('followHint')}
      </p>
      <button type="button" className={styles.another} onClick={onAnother}>
        {m('another')}
      </button>
    </section>
  )
}
