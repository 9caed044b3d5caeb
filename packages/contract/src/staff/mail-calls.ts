/** The mail staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'
import { MailOutboxBody, MailOutboxRet, MailResendBody, MailResendRet } from './mail-api.js'

export const MAIL_CALLS = [
  defineStaffCall({
    name: 'mailOutbox',
    path: '/api/staff/mail/outbox',
    summary: 'Every message the site sent or is to send, newest first, with its status (sent, in the outbox, waiting, failed)',
    effect: 'read',
    permission: 'mail.read',
    body: MailOutboxBody,
    ret: MailOutboxRet,
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'mailResend',
    path: '/api/staff/mail/resend',
    summary: 'Queue a failed message to be sent again',
    effect: 'write',
    permission: 'mail.read',
    body: MailResendBody,
    ret: MailResendRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
  }),
] as const
