import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { message } from '../../i18n/messages.js'
import type { MailService } from '../mail/index.js'
import type { NewReport, OnNewReport } from './helpdesk-service.js'
import type { InboxReply } from './inbox-service.js'

/**
 * Tells the office of each new report, in Chinese (the office's language), one message per address
 * of HELPDESK_NOTIFY, queued in the report's own transaction: a report is never stored without its
 * notices, nor a notice sent for a report that was not stored.
 */
export function officeNotice(mail: MailService, addresses: readonly string[]): OnNewReport {
  return async (report: NewReport, trx: Kysely<DB>) => {
    if (addresses.length === 0) return
    const kind = message(`helpdesk.mail.kind.${report.kind}`).zh
    const params = { kind, ticket: report.ticket, reporter: report.reporter || '—', contact: report.contact || '—' }
    for (const to of addresses) {
      await mail.send(
        {
          to,
          lang: 'zh',
          kind: `helpdesk.${report.kind}.new`,
          subject: message('helpdesk.mail.newSubject', params).zh,
          text: [
            message('helpdesk.mail.newIntro', params).zh,
            message('helpdesk.mail.newFrom', params).zh,
            report.text,
            message('helpdesk.mail.newAction').zh,
          ].join('\n\n'),
        },
        { db: trx },
      )
    }
  }
}

/** A reply to the reporter, in the language they wrote in, queued in the reply's own transaction. */
export function replyMail(mail: MailService) {
  return async (reply: InboxReply, trx: Kysely<DB>) => {
    const greeting = reply.reporter
      ? message('helpdesk.mail.greeting', { reporter: reply.reporter })
      : message('helpdesk.mail.greetingAnonymous')
    const lang = reply.lang
    await mail.send(
      {
        to: reply.to,
        lang: reply.lang,
        kind: 'helpdesk.reply',
        subject: message('helpdesk.mail.replySubject', { ticket: reply.ticket })[lang],
        text: [
          greeting[lang],
          reply.body,
          message('helpdesk.mail.signature')[lang],
          message('helpdesk.mail.replyFooter', { ticket: reply.ticket })[lang],
        ].join('\n\n'),
      },
      { db: trx },
    )
  }
}
