import { SidePanel } from '../../components/side-panel/side-panel'
import { STAFF_API, type MailMessage } from '@ibr/contract/staff-client'
import { Button } from '../../components/button/button'
import { toastError, toastSuccess } from '../../components/toast/toasts'
import { useLang, useMessages } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'
import { formatBytes } from '../../lib/format-bytes'
import { formatDateTime } from '../../lib/format-date'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { mailKeys } from './mail-keys'
import { MailStatusBadge } from './mail-status-badge'
import { mailReason } from './mail-reason'
import styles from './mail.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface MailDetailProps {
  message: MailMessage
  onClose: () => void
}

/** One message as it was written: who it is for, where it stands, its text and HTML, its attachments. */
export function MailDetail({ message, onClose }: MailDetailProps) {
  const t = useMessages(messages, shared)
  return (
    <SidePanel title={message.subject || t('mail.noSubject')} closeLabel={t('common.close')} onClose={onClose}>
      <Standing message={message} />
      <Facts message={message} />
      <h3 className={styles.subheading}>{t('mail.text')}</h3>
      <pre className={styles.text}>{message.text}</pre>
      {message.html !== null && (
        <>
          <h3 className={styles.subheading}>{t('mail.html')}</h3>
          {/* No scripts, forms or navigation, and an origin of its own: the HTML is shown, never run. */}
          <iframe
            className={styles.html}
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={message.html}
            title={t('mail.htmlFrame', { subject: message.subject })}
          />
        </>
      )}
      <h3 className={styles.subheading}>{t('mail.attachments')}</h3>
      {message.attachments.length === 0 ? (
        <p className={styles.muted}>{t('mail.noAttachments')}</p>
      ) : (
        <ul className={styles.attachments}>
          {message.attachments.map((file, index) => (
            <li key={index}>
              <span className={styles.fileName}>{file.filename}</span>{' '}
              <span className={styles.muted}>
                ({file.contentType}, {formatBytes(file.size)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </SidePanel>
  )
}

/** The status; for a failed message, why, and sending it again. */
function Standing({ message }: { message: MailMessage }) {
  const t = useMessages(messages, shared)
  const resend = useStaffMutation(STAFF_API.mailResend, { invalidates: mailKeys.outbox })
  const send = () =>
    resend.mutate(
      { id: message.id },
      { onSuccess: () => toastSuccess(t('mail.resent', { to: message.to })), onError: (error: ApiError) => toastError(error.message) },
    )
  return (
    <div className={styles.standing}>
      <p>
        <MailStatusBadge status={message.status} /> <span className={styles.muted}>{t(`mail.statusHelp.${message.status}`)}</span>
      </p>
      {message.status === 'failed' && (
        <>
          {message.lastError && (
            <p className={styles.error}>
              {t('mail.lastError')} <span className={styles.errorText}>{message.lastError}</span>
            </p>
          )}
          <Button variant="primary" onPress={send} isPending={resend.isPending}>
            {t('mail.resend')}
          </Button>
        </>
      )}
    </div>
  )
}

function Facts({ message }: { message: MailMessage }) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  return (
    <dl className={styles.facts}>
      <dt>{t('mail.to')}</dt>
      <dd className={styles.address}>{message.to}</dd>
      <dt>{t('mail.lang')}</dt>
      <dd>{t(`langName.${message.lang}`)}</dd>
      <dt>{t('mail.kind')}</dt>
      <dd>{mailReason(message.kind, t)}</dd>
      <dt>{t('mail.createdAt')}</dt>
      <dd>{formatDateTime(message.createdAt, lang)}</dd>
      <dt>{t('mail.sentAt')}</dt>
      <dd>{message.sentAt ? formatDateTime(message.sentAt, lang) : '—'}</dd>
      <dt>{t('mail.attempts')}</dt>
      <dd>{message.attempts}</dd>
    </dl>
  )
}
