import type { TicketStatusRet } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { useParams } from 'react-router'
import { PageLoading } from '../../components/page-loading/page-loading'
import { formatSiteTime } from '../../lib/site-time'
import { usePrivateCall } from '../../lib/use-private-call'
import { useDocumentTitle } from '../../lib/use-document-title'
import { messages } from './messages'
import { ServiceFrame } from './service-frame'
import styles from './ticket-status.module.css'

const m = messages.t

/** In the site's zone, named, as the office that answers keeps its hours. */
const when = formatSiteTime

/** /service/ticket/{ticket}/{key}: a report's state and the office's replies, for whoever holds its private link. */
export function TicketStatusPage() {
  const { ticket = '', key = '' } = useParams()
  const { state } = usePrivateCall(API.ticketStatus, { ticket, key })
  useDocumentTitle(m('statusTitle', { ticket }))

  return (
    <ServiceFrame page={null} title={m('statusTitle', { ticket })} intro={m('statusIntro')}>
      {state.status === 'loading' ? (
        <PageLoading />
      ) : state.status === 'gone' ? (
        <p role="alert">{m('statusGone')}</p>
      ) : state.status === 'failed' ? (
        <p role="alert">{m('statusFailed', { message: state.message })}</p>
      ) : (
        <TicketStatus data={state.data} />
      )}
    </ServiceFrame>
  )
}

function TicketStatus({ data }: { data: TicketStatusRet }) {
  return (
    <div className={styles.status} data-state={data.state}>
      <dl className={styles.facts}>
        <div>
          <dt>{m('statusState')}</dt>
          <dd className={styles.state}>{m(`state.${data.state}`)}</dd>
        </div>
        <div>
          <dt>{m('statusReceived')}</dt>
          <dd>
            <time dateTime={data.createdAt}>{when(data.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{m('statusUpdated')}</dt>
          <dd>
            <time dateTime={data.updatedAt}>{when(data.updatedAt)}</time>
          </dd>
        </div>
      </dl>
      <h2 className={styles.heading}>{m('statusReplies')}</h2>
      {data.replies.length === 0 ? (
        <p>{m('statusNoReplies')}</p>
      ) : (
        <ol className={styles.replies}>
          {data.replies.map((reply) => (
            <li key={reply.createdAt + reply.body} className={styles.reply}>
              <time dateTime={reply.createdAt} className={styles.replyTime}>
                {when(reply.createdAt)}
              </time>
              <p className={styles.replyBody}>{reply.body}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
