/**
 * The database as Kysely sees it: one interface per table, kept in one file per domain under schema/,
 * assembled here into `DB`. Importers take `DB` and any table type from this file.
 */
import type { FileTable, BlobReleasePendingTable } from './schema/files.js'
import type {
  MenuTable,
  ArticleTable,
  ArticleMenuTable,
  ArticleFileTable,
  ImageTable,
  FaqTable,
  QuickLinkTable,
  SiteSettingTable,
  LinkCheckTable,
} from './schema/content.js'
import type { ResearchAreaTable, TeamTable, TeamMemberTable, TeamPaperTable, FacilityTable } from './schema/people.js'
import type { MeetingTable, MeetingTagTable, MeetingSessionTable, RegistrationTable, RegistrationFileTable } from './schema/conferences.js'
import type { FaultReportTable, FeedbackTable, HelpdeskNoteTable } from './schema/helpdesk.js'
import type {
  StaffUserTable,
  StaffRoleTable,
  StaffScopeTable,
  StaffSessionTable,
  StaffAccessRequestTable,
  StaffDeviceTable,
  StaffSignInLinkTable,
  StaffAuthAttemptTable,
  AuditLogTable,
} from './schema/staff.js'
import type {
  ArticleDraftTable,
  ArticleScheduledTable,
  ArticleTimedNoticeTable,
  ArticleRevisionTable,
  RecordDraftTable,
  RecordRevisionTable,
  PreviewLinkTable,
  EditPresenceTable,
  ArticleAutosaveTable,
} from './schema/editorial.js'
import type { JobTable, JobScheduleTable, BackupRunTable, ClientLimitTable } from './schema/jobs.js'
import type {
  MailMessageTable,
  NotificationSettingTable,
  NotificationPreferenceTable,
  NotificationEventTable,
  NotificationPendingTable,
} from './schema/mail.js'
import type { SearchDocTable, SearchWordTable, SearchQueueTable } from './schema/search.js'
import type { StatsSaltTable, StatsVisitorTable, StatsDailyTable, StatsSearchTable } from './schema/stats.js'

export type * from './schema/columns.js'
export type * from './schema/files.js'
export type * from './schema/content.js'
export type * from './schema/people.js'
export type * from './schema/conferences.js'
export type * from './schema/helpdesk.js'
export type * from './schema/staff.js'
export type * from './schema/editorial.js'
export type * from './schema/jobs.js'
export type * from './schema/mail.js'
export type * from './schema/search.js'
export type * from './schema/stats.js'

export interface DB {
  backup_run: BackupRunTable
  blob_release_pending: BlobReleasePendingTable
  client_limit: ClientLimitTable
  link_check: LinkCheckTable
  file: FileTable
  menu: MenuTable
  article: ArticleTable
  article_menu: ArticleMenuTable
  article_file: ArticleFileTable
  research_area: ResearchAreaTable
  team: TeamTable
  team_member: TeamMemberTable
  team_paper: TeamPaperTable
  facility: FacilityTable
  meeting: MeetingTable
  meeting_tag: MeetingTagTable
  meeting_session: MeetingSessionTable
  registration: RegistrationTable
  search_doc: SearchDocTable
  search_queue: SearchQueueTable
  search_word: SearchWordTable
  registration_file: RegistrationFileTable
  image: ImageTable
  fault_report: FaultReportTable
  feedback: FeedbackTable
  helpdesk_note: HelpdeskNoteTable
  faq: FaqTable
  quick_link: QuickLinkTable
  staff_user: StaffUserTable
  staff_role: StaffRoleTable
  staff_scope: StaffScopeTable
  staff_session: StaffSessionTable
  staff_device: StaffDeviceTable
  staff_auth_attempt: StaffAuthAttemptTable
  staff_sign_in_link: StaffSignInLinkTable
  staff_access_request: StaffAccessRequestTable
  audit_log: AuditLogTable
  article_draft: ArticleDraftTable
  article_scheduled: ArticleScheduledTable
  article_timed_notice: ArticleTimedNoticeTable
  article_revision: ArticleRevisionTable
  preview_link: PreviewLinkTable
  edit_presence: EditPresenceTable
  article_autosave: ArticleAutosaveTable
  job: JobTable
  job_schedule: JobScheduleTable
  mail_message: MailMessageTable
  notification_setting: NotificationSettingTable
  notification_preference: NotificationPreferenceTable
  notification_event: NotificationEventTable
  notification_pending: NotificationPendingTable
  record_draft: RecordDraftTable
  record_revision: RecordRevisionTable
  site_setting: SiteSettingTable
  stats_salt: StatsSaltTable
  stats_visitor: StatsVisitorTable
  stats_daily: StatsDailyTable
  stats_search: StatsSearchTable
}
