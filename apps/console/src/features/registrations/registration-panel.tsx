import { STAFF_API, type ConferenceDetail, type RegistrationDecideBody, type RegistrationRow } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Button } from '../../components/button/button'
import { SidePanel } from '../../components/side-panel/side-panel'
import { toastSuccess } from '../../components/toast/toasts'
import { useLang, useMessages } from '../../i18n/use-t'
import { useStaffForm } from '../../lib/use-staff-form'
import { formatBytes } from '../../lib/format-bytes'
import { formatDateTime } from '../../lib/format-date'
import { printReceipt } from './receipt'
import { registrationsKeys } from './registrations-keys'
import styles from './registrations.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface PanelProps {
  row: RegistrationRow
  conference: ConferenceDetail | null
  onClose: () => void
}

type Decision = RegistrationDecideBody['state']
const DECISIONS: Decision[] = ['accepted', 'waiting', 'rejected', 'pending']

/**
 * The answers as the form asks them (the stored order is the order they were written in); answers to
 * fields the form no longer has come last, as stored.
 */
function answersInFormOrder(
  fields: RegistrationRow['fields'],
  conference: Pick<ConferenceDetail, 'formFields'> | null,
): [string, string | string[]][] {
  const place = new Map((conference?.formFields ?? []).map((f, index) => [f.name, index]))
  const at = (name: string) => place.get(name) ?? place.size
  return Object.entries(fields).sort(([a], [b]) => at(a) - at(b))
}

/** One registration: its values and files, the decision with a comment, the payment, the receipt. */
export function RegistrationPanel({ row, conference, onClose }: PanelProps) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  const [comment, setComment] = useState('')
  const [reference, setReference] = useState('')
  const decision = useStaffForm(STAFF_API.registrationDecide, { invalidates: registrationsKeys.registrations, fields: ['comment'] })
  const payment = useStaffForm(STAFF_API.registrationPay, { invalidates: registrationsKeys.registrations, fields: ['reference'] })
  // Which decision's button is working (the form's pending says only that one is).
  const [deciding, setDeciding] = useState<Decision | null>(null)
  const error = decision.formError ?? decision.errors.comment ?? payment.formError ?? payment.errors.reference
  const labelOf = (name: string) => {
    const f = conference?.formFields.find((x) => x.name === name)
    return f ? f.label[lang] || f.label.zh || name : name
  }
  const valueOf = (name: string, value: string | string[]) => {
    const f = conference?.formFields.find((x) => x.name === name)
    const one = (v: string) => {
      const o = f?.options.find((x) => x.value === v)
      return o ? o.label[lang] || o.label.zh || v : v
    }
    return Array.isArray(value) ? value.map(one).join(', ') : one(value)
  }
  const decide = async (state: Decision) => {
    setDeciding(state)
    payment.clear()
    const done = await decision.submit({ id: row.id, state, ...(comment.trim() ? { comment: comment.trim() } : {}) })
    if (done) toastSuccess(t('reg.decided', { state: t(`reg.state.${state}`) }))
  }
  const pay = async () => {
    decision.clear()
    if (await payment.submit({ id: row.id, reference: reference.trim() })) toastSuccess(t('reg.paid'))
  }
  return (
    <SidePanel title={`${row.name || row.email} · ${row.confirmCode}`} closeLabel={t('reg.close')} onClose={onClose}>
      <dl className={styles.values}>
        <dt>{t('reg.state')}</dt>
        <dd>{t(`reg.state.${row.state}`)}</dd>
        <dt>{t('reg.payment')}</dt>
        <dd>
          {t(`reg.payment.${row.payment}`)} {row.fee > 0 && `· ¥${(row.fee / 100).toFixed(2)}`}{' '}
          {row.payReference && `· ${row.payReference}`}
        </dd>
        <dt>{t('reg.createdAt')}</dt>
        <dd>{formatDateTime(row.createdAt, lang)}</dd>
        {row.checkedInAt && (
          <>
            <dt>{t('reg.checkedIn')}</dt>
            <dd>{formatDateTime(row.checkedInAt, lang)}</dd>
          </>
        )}
        {answersInFormOrder(row.fields, conference).map(([name, value]) => (
          <div key={name} className={styles.pair}>
            <dt>{labelOf(name)}</dt>
            <dd>{valueOf(name, value) || '—'}</dd>
          </div>
        ))}
        {row.comment && (
          <>
            <dt>{t('reg.lastComment')}</dt>
            <dd>{row.comment}</dd>
          </>
        )}
      </dl>
      {row.files.length > 0 && (
        <>
          <h3 className={styles.subhead}>{t('reg.filesHeading')}</h3>
          <ul>
            {row.files.map((f) => (
              <li key={f.fileId}>
                {labelOf(f.field)}: {f.name} ({formatBytes(f.size)})
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className={styles.subhead}>{t('reg.decision')}</h3>
      <label className={styles.block}>
        {t('reg.comment')}
        <textarea className={styles.input} value={comment} onChange={(e) => setComment(e.target.value)} rows={3} maxLength={2000} />
      </label>
      <div className={styles.actions}>
        {DECISIONS.filter((s) => s !== row.state).map((s) => (
          <Button
            key={s}
            size="small"
            variant={s === 'rejected' ? 'danger' : s === 'accepted' ? 'primary' : 'secondary'}
            isPending={decision.pending && deciding === s}
            onPress={() => void decide(s)}
          >
            {t(`reg.do.${s}`)}
          </Button>
        ))}
      </div>
      {row.payment === 'unpaid' && (
        <form
          className={styles.block}
          onSubmit={(e) => {
            e.preventDefault()
            void pay()
          }}
        >
          <label className={styles.block}>
            {t('reg.reference')}
            <input
              className={styles.input}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              required
              maxLength={100}
              aria-invalid={payment.errors.reference !== undefined || undefined}
            />
          </label>
          <Button type="submit" size="small" isPending={payment.pending}>
            {t('reg.recordPayment')}
          </Button>
        </form>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button size="small" onPress={() => conference && printReceipt(row, conference)} isDisabled={!conference}>
        {t('reg.receipt')}
      </Button>
    </SidePanel>
  )
}
