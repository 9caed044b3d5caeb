import { recordPaths } from './records.js'

/**
 * Every path of the staff API. All are POST with a JSON body but `cas`, CAS's own address, and
 * `mediaUpload`; the calls declared `get` also answer a GET (`staffGetUrl`).
 */
export const STAFF_API = {
  authMethods: '/api/staff/auth/methods',
  login: '/api/staff/auth/login',
  me: '/api/staff/auth/me',
  logout: '/api/staff/auth/logout',
  password: '/api/staff/auth/password',
  /** Asks for a one-time sign-in link by e-mail (a person kept out by the throttle). */
  signInLink: '/api/staff/auth/sign-in-link',
  /** Signs in with a sign-in link's token. */
  signInLinkUse: '/api/staff/auth/sign-in-link/use',
  /** GET: start single sign-on, or come back from it with `ticket`; POST: CAS's single logout. */
  cas: '/api/staff/auth/cas',
  dashboard: '/api/staff/dashboard',
  /** Readers' figures of a range of days (docs/statistics.md). */
  statsSummary: '/api/staff/stats/summary',
  /** Items' detail page views of the last 30 days (the content list, the editor). */
  statsViews: '/api/staff/stats/views',
  userList: '/api/staff/user/list',
  userDetail: '/api/staff/user/detail',
  userCreate: '/api/staff/user/create',
  userUpdate: '/api/staff/user/update',
  userResetPassword: '/api/staff/user/resetPassword',
  userEndSessions: '/api/staff/user/endSessions',
  userBulk: '/api/staff/user/bulk',
  accessRequestList: '/api/staff/user/accessRequest/list',
  accessRequestGrant: '/api/staff/user/accessRequest/grant',
  accessRequestDismiss: '/api/staff/user/accessRequest/dismiss',
  superUserList: '/api/staff/superuser/list',
  superUserSet: '/api/staff/superuser/set',
  scopeOptions: '/api/staff/scope/options',
  auditList: '/api/staff/audit/list',
  auditExport: '/api/staff/audit/export',
  articleSave: '/api/staff/article/save',
  articleGet: '/api/staff/article/get',
  articleList: '/api/staff/article/list',
  articleSubmit: '/api/staff/article/submit',
  articleApprove: '/api/staff/article/approve',
  articleReject: '/api/staff/article/reject',
  articleArchive: '/api/staff/article/archive',
  articleBulk: '/api/staff/article/bulk',
  articleConfirm: '/api/staff/article/confirm',
  articleRevisions: '/api/staff/article/revisions',
  articleRevision: '/api/staff/article/revision',
  articleRestore: '/api/staff/article/restore',
  articlePreviewLink: '/api/staff/article/preview-link',
  articlePresence: '/api/staff/article/presence',
  articleAutosave: '/api/staff/article/autosave',
  articleAutosaveGet: '/api/staff/article/autosave-get',
  articleAutosaveDiscard: '/api/staff/article/autosave-discard',
  sectionOptions: '/api/staff/section/options',
  paperImportPreview: '/api/staff/paper/import-preview',
  paperImport: '/api/staff/paper/import',
  menuTree: '/api/staff/menu/tree',
  menuSave: '/api/staff/menu/save',
  menuMove: '/api/staff/menu/move',
  menuRemove: '/api/staff/menu/remove',
  bannerList: '/api/staff/banner/list',
  bannerSave: '/api/staff/banner/save',
  bannerMove: '/api/staff/banner/move',
  bannerRemove: '/api/staff/banner/remove',
  pinnedList: '/api/staff/pinned/list',
  pinnedSet: '/api/staff/pinned/set',
  mediaList: '/api/staff/media/list',
  mediaGet: '/api/staff/media/get',
  mediaUpdate: '/api/staff/media/update',
  mediaDelete: '/api/staff/media/delete',
  mediaBulk: '/api/staff/media/bulk',
  /** multipart/form-data: one file per request, so each shows its own progress. */
  mediaUpload: '/api/staff/media/upload',
  helpdeskList: '/api/staff/helpdesk/list',
  helpdeskGet: '/api/staff/helpdesk/get',
  helpdeskUpdate: '/api/staff/helpdesk/update',
  helpdeskBulk: '/api/staff/helpdesk/bulk',
  helpdeskNote: '/api/staff/helpdesk/note',
  /** Answers the screenshot's bytes, not JSON. */
  helpdeskScreenshot: '/api/staff/helpdesk/screenshot',
  mailOutbox: '/api/staff/mail/outbox',
  /** The daily backup's last runs, for the dashboard. */
  backupStatus: '/api/staff/backup/status',
  mailResend: '/api/staff/mail/resend',
  /** One's own notification choices, each kind one's roles receive with its default filled. */
  accountNotifications: '/api/staff/account/notifications',
  accountNotificationsSave: '/api/staff/account/notifications/save',
  /** The console language one now uses: one's notifications are written in it. */
  accountLanguage: '/api/staff/account/language',
  /** The link checker (docs/links.md): check everything now, the broken links, one checked again, one ignored. */
  linksCheck: '/api/staff/links/check',
  linksList: '/api/staff/links/list',
  linksRecheck: '/api/staff/links/recheck',
  linksIgnore: '/api/staff/links/ignore',
  /** The conferences whose registrations this person may review: the console's conference picker. */
  registrationConferences: '/api/staff/registration/conferences',
  registrationList: '/api/staff/registration/list',
  registrationDecide: '/api/staff/registration/decide',
  registrationBulk: '/api/staff/registration/bulk',
  registrationPay: '/api/staff/registration/pay',
  registrationCheckin: '/api/staff/registration/checkin',
  /** Both answer the file itself (Content-Disposition: attachment), streamed. */
  registrationExport: '/api/staff/registration/export',
  registrationFiles: '/api/staff/registration/files',
  registrationPurgePreview: '/api/staff/registration/purgePreview',
  /** The records workflow (docs/people-and-places.md): one set of calls per record kind. */
  ...recordPaths('team'),
  /** Published papers to link to a team. */
  teamPapers: '/api/staff/team/papers',
  ...recordPaths('facility'),
  ...recordPaths('faq'),
  /** The list's order, saved at once (an order is the list's, not one record's content under review). */
  faqReorder: '/api/staff/faq/reorder',
  ...recordPaths('quickLink'),
  quickLinkReorder: '/api/staff/quickLink/reorder',
  siteSettingsGet: '/api/staff/siteSettings/get',
  siteSettingsSave: '/api/staff/siteSettings/save',
  conferenceList: '/api/staff/conference/list',
  conferenceGet: '/api/staff/conference/get',
  conferenceCreate: '/api/staff/conference/create',
  conferenceSave: '/api/staff/conference/save',
  conferenceSchedule: '/api/staff/conference/schedule',
  /** The records workflow's calls, on a conference's working copy (its `id`, not its menu entry). */
  conferenceSubmit: '/api/staff/conference/submit',
  conferenceApprove: '/api/staff/conference/approve',
  conferenceReject: '/api/staff/conference/reject',
  conferenceRevisions: '/api/staff/conference/revisions',
  conferenceRestore: '/api/staff/conference/restore',
} as const

export type StaffPath = (typeof STAFF_API)[keyof typeof STAFF_API]

/** Where the console is served. */
export const CONSOLE_BASE = '/console/'
/** The console's page a sign-in link opens; the link's token follows in the fragment (`#token=…`), which no server or log sees. */
export const SIGN_IN_LINK_PAGE = `${CONSOLE_BASE}sign-in-link`
/** The header that carries the session's CSRF token on every staff call but sign-in and `me`. */
export const CSRF_HEADER = 'x-csrf-token'

/** The address of a call declared `get` (StaffCallSpec), for an `<img src>` or a link: its fields in the query. */
export function staffGetUrl(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`
}
