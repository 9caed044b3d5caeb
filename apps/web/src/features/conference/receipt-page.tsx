import type { RegistrationView } from '@ibr/contract'
import { Link, useParams } from 'react-router'
import { PageLoading } from '../../components/page-loading/page-loading'
import { paths } from '../../lib/paths'
import { useDocumentTitle } from '../../lib/use-document-title'
import { messages } from './registration-messages'
import styles from './registration-page.module.css'
import { useRegistration } from './use-registration'

const m = messages.t
type Key = keyof typeof messages.zh

/** A caption in both languages, Chinese first: the receipt is one page for either reader. */
function Both({ k }: { k: Key }) {
  return (
    <>
      {messages.zh[k]}
      <span className={styles.other} lang="en">
        {messages.en[k]}
      </span>
    </>
  )
}

const money = (fen: number, currency: string) => new Intl.NumberFormat('zh-CN', { style: 'currency', currency }).format(fen / 100)
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '')

/** /registration/{code}/{key}/receipt: the printable bilingual receipt of a registration's fee. */
export function ReceiptPage() {
  const { code = '', key = '' } = useParams()
  const { state } = useRegistration(code, key)
  useDocumentTitle(`${m('receiptTitle')} ${code}`)
  if (state.status === 'loading') return <PageLoading />
  if (state.status !== 'ready') return <p role="alert">{state.status === 'gone' ? m('gone') : m('failed', { message: state.message })}</p>
  return <Receipt data={state.data} code={code} accessKey={key} />
}

function Receipt({ data, code, accessKey }: { data: RegistrationView; code: string; accessKey: string }) {
  const c = data.conference
  return (
    <div className={`${styles.page} ${styles.receipt}`} data-page="receipt">
      <h1 className={styles.title}>
        <Both k="receiptTitle" />
      </h1>
      <dl className={styles.facts}>
        <dt>
          <Both k="conference" />
        </dt>
        <dd>
          {c.title.zh}
          <span className={styles.other} lang="en">
            {c.title.en}
          </span>
        </dd>
        <dt>
          <Both k="dates" />
        </dt>
        <dd>{c.startDate === c.endDate ? c.startDate : `${c.startDate} – ${c.endDate}`}</dd>
        <dt>
          <Both k="registrant" />
        </dt>
        <dd>
          {data.name} &lt;{data.email}&gt;
        </dd>
        <dt>
          <Both k="code" />
        </dt>
        <dd>{data.confirmCode}</dd>
      </dl>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Both k="item" />
            </th>
            <th scope="col">
              <Both k="amount" />
            </th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((item, i) => (
            <tr key={i}>
              <td>
                {item.label.zh}
                <span className={styles.other} lang="en">
                  {item.label.en}
                </span>
              </td>
              <td>{money(item.amount, data.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Both k="total" />
            </th>
            <td>{money(data.fee, data.currency)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className={styles.facts} data-payment={data.payment}>
        {data.paidAt ? (
          <>
            <dt>
              <Both k="paidRef" />
            </dt>
            <dd>{data.payReference}</dd>
            <dt>
              <Both k="paidAt" />
            </dt>
            <dd>{day(data.paidAt)}</dd>
          </>
        ) : (
          <>
            <dt>
              <Both k="payment" />
            </dt>
            <dd>
              <Both k="unpaid" />
            </dd>
          </>
        )}
      </dl>
      <p className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className={styles.button} onClick={() => window.print()}>
          {m('print')}
        </button>
        <Link to={paths.registration(code, accessKey)}>{m('back')}</Link>
      </p>
    </div>
  )
}
