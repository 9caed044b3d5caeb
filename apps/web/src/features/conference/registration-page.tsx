import type { MeetingSign, RegistrationView } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { PageLoading } from '../../components/page-loading/page-loading'
import { api } from '../../lib/api'
import { paths } from '../../lib/paths'
import { useApi } from '../../lib/use-api'
import { useDocumentTitle } from '../../lib/use-document-title'
import { formatDateRange } from './date-format'
import { formatFee } from './registration-choices'
import { RegistrationForm } from './registration-form'
import { messages } from './registration-messages'
import styles from './registration-page.module.css'
import { useRegistration } from './use-registration'

const m = messages.t

/**
 * /registration/{code}/{key}: a registrant's own page, opened by the private link in their e-mail:
 * where the registration stands, what they entered, the QR code for check-in, a change while
 * registration is open, a withdrawal after a confirmation, and the receipt.
 */
export function RegistrationPage() {
  const { code = '', key = '' } = useParams()
  const { state, set } = useRegistration(code, key)
  useDocumentTitle(m('title', { code }))
  return (
    <div className={styles.page} data-page="registration">
      <h1 className={styles.title}>{m('title', { code })}</h1>
      {state.status === 'loading' ? (
        <PageLoading />
      ) : state.status === 'gone' ? (
        <p role="alert">{m('gone')}</p>
      ) : state.status === 'failed' ? (
        <p role="alert">{m('failed', { message: state.message })}</p>
      ) : (
        <Registration data={state.data} code={code} accessKey={key} onChange={set} />
      )}
    </div>
  )
}

function Registration({
  data,
  code,
  accessKey,
  onChange,
}: {
  data: RegistrationView
  code: string
  accessKey: string
  onChange: (d: RegistrationView) => void
}) {
  const [editing, setEditing] = useState(false)
  const [asking, setAsking] = useState(false)
  const [note, setNote] = useState('')
  const lang = m('locale').startsWith('zh') ? 'zh' : 'en'
  const withdraw = async () => {
    const done = await api.call(API.registrationWithdraw, { code, key: accessKey })
    setAsking(false)
    setNote(m('withdrawn'))
    onChange(done.registration)
  }
  return (
    <div className={styles.layout} data-registration-state={data.state}>
      <section aria-labelledby="reg-facts">
        <h2 id="reg-facts" className={styles.heading}>
          {data.conference.title[lang]}
        </h2>
        <dl className={styles.facts}>
          <dt>{m('dates')}</dt>
          <dd>{formatDateRange(data.conference.startDate, data.conference.endDate)}</dd>
          <dt>{m('venue')}</dt>
          <dd>{data.conference.venue[lang]}</dd>
          <dt>{m('state')}</dt>
          <dd className={styles.state}>{m(`state.${data.state}`)}</dd>
          {data.fee > 0 && (
            <>
              <dt>{m('fee')}</dt>
              <dd>
                {formatFee(data.fee, data.currency)} · {m(`payment.${data.payment}`)}
              </dd>
            </>
          )}
        </dl>
        {data.comment && <p>{m('comment', { comment: data.comment })}</p>}
        {note && <p role="status">{note}</p>}
      </section>
      {data.state === 'accepted' && (
        <figure className={styles.qr}>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qrSvg)}`}
            alt={m('qrAlt', { code })}
            width={180}
            height={180}
          />
          <figcaption>{m('qr')}</figcaption>
        </figure>
      )}
      {editing ? (
        <EditForm
          data={data}
          code={code}
          accessKey={accessKey}
          onDone={(d) => (setEditing(false), setNote(m('saved')), onChange(d))}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <section aria-labelledby="reg-values">
          <h2 id="reg-values" className={styles.heading}>
            {m('values')}
          </h2>
          <dl className={styles.facts}>
            {data.values.map((v) => (
              <div key={v.name} className={styles.row}>
                <dt>{v.label}</dt>
                <dd>{shownValue(v) || '—'}</dd>
              </div>
            ))}
            {data.files.map((f) => (
              <div key={f.field} className={styles.row}>
                <dt>{f.label}</dt>
                <dd>{f.name}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <div className={styles.actions}>
        {data.editable && !editing && (
          <button type="button" className={styles.button} onClick={() => setEditing(true)}>
            {m('edit')}
          </button>
        )}
        {data.fee > 0 && <Link to={paths.registrationReceipt(code, accessKey)}>{m('receipt')}</Link>}
        {data.withdrawable && !asking && (
          <button type="button" className={styles.secondary} onClick={() => setAsking(true)}>
            {m('withdraw')}
          </button>
        )}
      </div>
      {asking && (
        <div role="alertdialog" aria-labelledby="reg-withdraw" className={styles.confirm}>
          <p id="reg-withdraw">{m('withdrawConfirm')}</p>
          <button type="button" className={styles.danger} onClick={() => void withdraw()}>
            {m('withdrawYes')}
          </button>
          <button type="button" className={styles.secondary} autoFocus onClick={() => setAsking(false)}>
            {m('withdrawNo')}
          </button>
        </div>
      )}
    </div>
  )
}

/** A value as the reader reads it: a country by its name in the page's language, a consent as given. */
function shownValue(v: RegistrationView['values'][number]): string {
  if (v.type === 'country' && typeof v.value === 'string' && v.value) {
    return new Intl.DisplayNames([m('locale')], { type: 'region' }).of(v.value) ?? v.value
  }
  if (v.type === 'consent') return v.value === 'yes' ? m('consentGiven') : ''
  return v.text
}

/** The conference's own form, filled with what is stored; sent to the private link's update call. */
function EditForm(props: {
  data: RegistrationView
  code: string
  accessKey: string
  onDone: (d: RegistrationView) => void
  onCancel: () => void
}) {
  const { data, code, accessKey } = props
  const { data: signRet } = useApi(API.meetingSign, { menuId: data.conference.menuId })
  if (!signRet) return <PageLoading />
  // A file already handed in is kept unless a new one is uploaded: it need not be given again.
  const held = new Set(data.files.map((f) => f.field))
  const sign: MeetingSign = { ...signRet.sign, fields: signRet.sign.fields.map((f) => (held.has(f.name) ? { ...f, required: false } : f)) }
  return (
    <section aria-label={m('edit')}>
      <RegistrationForm
        conferenceId={data.conference.menuId}
        sign={sign}
        initial={data.fields}
        onSend={(fields, files) => api.call(API.registrationUpdate, { code, key: accessKey, fields, files }, { quiet: true })}
        onDone={(ret) => props.onDone((ret as { registration: RegistrationView }).registration)}
      />
      <button type="button" className={styles.secondary} onClick={props.onCancel}>
        {m('cancelEdit')}
      </button>
    </section>
  )
}
