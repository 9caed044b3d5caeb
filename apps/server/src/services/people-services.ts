import type { AppDeps } from '../app-deps.js'
import type { SessionStore } from '../auth/session-store.js'
import { siteWords } from '../auth/site-words.js'
import { backupRunRepository } from '../backup/backup-run-repository.js'
import { auditService, type AuditService } from '../modules/audit/index.js'
import { replyMail, inboxService, type InboxService } from '../modules/helpdesk/index.js'
import type { MailService } from '../modules/mail/index.js'
import {
  accessRequestService,
  signInAccountService,
  type SignInAccountService,
  signInLinkService,
  staffService,
  type StaffService,
  superUserService,
} from '../modules/staff/index.js'
import { statsSummaryService } from '../modules/stats/index.js'

/** Staff and their oversight: accounts, signing in, the help desk's inbox, the audit log, statistics, backups. */
export interface PeopleServices {
  /** User management (administrators). */
  staff: StaffService
  /** CAS users' requests for an account, granted or refused. */
  accessRequests: ReturnType<typeof accessRequestService>
  /** Super-user management (super users). */
  superUsers: ReturnType<typeof superUserService>
  /** The account behind a sign-in, and what signing in and one's own password change write. */
  signInAccounts: SignInAccountService
  /** Sign-in links sent by e-mail. */
  signInLinks: ReturnType<typeof signInLinkService>
  /** The help desk's tickets and replies in the console. */
  inbox: InboxService
  /** The audit log's list and export. */
  audit: AuditService
  /** The console's statistics of page views and searches. */
  statsSummary: ReturnType<typeof statsSummaryService>
  /** The backups' runs, as the console's status shows them. */
  backupRuns: ReturnType<typeof backupRunRepository>
}

export function peopleServices(deps: AppDeps, built: { sessions: SessionStore; mail: MailService }): PeopleServices {
  const { db, config } = deps
  const staff = staffService(db, built.sessions, siteWords(config))
  return {
    staff,
    accessRequests: accessRequestService(db, staff),
    superUsers: superUserService(db),
    signInAccounts: signInAccountService(db),
    signInLinks: signInLinkService(db, built.mail, config.staff.publicUrl),
    inbox: inboxService(db, replyMail(built.mail)),
    audit: auditService(db, config.timeZone),
    statsSummary: statsSummaryService(db, config.timeZone),
    backupRuns: backupRunRepository(db),
  }
}
