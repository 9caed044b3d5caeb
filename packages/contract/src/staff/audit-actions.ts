/** Every action the audit log records (content actions join with the editing issues). */
export const AUDIT_ACTIONS = [
  'signIn',
  'signInFailed',
  'signInRefused',
  /** Single sign-on that did not confirm anyone: a ticket CAS refused, an unreadable answer, CAS not answering. */
  'ssoFailed',
  'signOut',
  'sessionExpired',
  'singleLogout',
  'passwordChange',
  /** A refused change of one's own password (a wrong current password, a refused new one): counted apart from sign-ins. */
  'passwordChangeFailed',
  /** A sign-in link asked for by e-mail; the summary says whether one was sent, or why not. */
  'signInLinkRequest',
  'passwordReset',
  'sessionsEnded',
  'userCreate',
  'userUpdate',
  'accessGrant',
  'accessDismiss',
  'superUserSet',
  'articleCreate',
  'articleSubmit',
  'articleApprove',
  'articleReject',
  'articleArchive',
  'articleRestore',
  'previewLink',
  'menuSave',
  'menuMove',
  'menuRemove',
  'bannerSave',
  'bannerMove',
  'bannerRemove',
  'pinSet',
  'mediaDelete',
  'helpdeskUpdate',
  'helpdeskReply',
  /** A failed message queued to be sent again. */
  'mailResend',
  /** A conference's registrations downloaded as XLSX or CSV, or their files as a ZIP: personal data leaving the site. */
  'registrationExport',
  'registrationFiles',
  /** The retention job removed a conference's registrations and their files (REGISTRATION_RETENTION_DAYS). */
  'registrationPurge',
  /** The records workflow: the entity column names the kind (team, facility, faq, quickLink). */
  'recordCreate',
  'recordSave',
  'recordSubmit',
  'recordApprove',
  'recordReject',
  'recordArchive',
  'recordRestore',
  'recordReorder',
  'siteSettingsSave',
  /** A conference created, its details, form and settings saved, its programme saved. */
  'conferenceCreate',
  'conferenceSave',
  'conferenceSchedule',
  /** Registrations: a reviewer's decision, a payment recorded, a check-in. */
  'registrationDecide',
  'registrationPay',
  'registrationCheckin',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** What an audit line can be about: the console names each in its language. */
export const AUDIT_ENTITIES = [
  'accessRequest',
  'article',
  'banner',
  'conference',
  'facility',
  'faq',
  'fault',
  'feedback',
  'file',
  'mail',
  'meeting',
  'menu',
  'quickLink',
  'registration',
  'session',
  'siteSettings',
  'team',
  'user',
] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]
