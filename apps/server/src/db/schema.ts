import type { ColumnType, Generated, GeneratedAlways } from 'kysely'
import type { Lang } from '@ibr/contract'
import type {
  ArticleDoc,
  ConferenceFormField,
  HelpdeskKind,
  HelpdeskState,
  MailStatus,
  RegistrationFieldValues,
  RegistrationMailKind,
  RegistrationState,
} from '@ibr/contract/staff'
import type { SafeHtml } from '../lib/sanitize.js'

/** A column with a default: optional on insert. */
type Def<T> = ColumnType<T, T | undefined, T>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type DateCol = ColumnType<string, string, string>

/** Columns of every content row's workflow. */
export interface Workflow {
  status: Def<'draft' | 'review' | 'published' | 'archived'>
  publish_at: Timestamp
  unpublish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: Timestamp
  created_by: Def<string>
  updated_at: Timestamp
  updated_by: Def<string>
}

type Tr<K extends string> = { [P in `${K}_zh` | `${K}_en`]: Def<string> }
/**
 * A rich-text column in both languages (the presenters send it as HTML): read as a string, written
 * only with sanitize()'s output, so no write path can store markup the sanitiser has not seen.
 */
type Html<K extends string> = { [P in `${K}_zh` | `${K}_en`]: ColumnType<string, SafeHtml | undefined, SafeHtml> }

export interface FileTable {
  id: string
  sha256: string
  mime: string
  kind: 'image' | 'document' | 'video'
  size: number
  name: string
  width: number | null
  height: number | null
  visibility: 'draft' | 'private' | 'public'
  token_hash: string | null
  created_at: Timestamp
  expires_at: Date | string | null
  alt_zh: Def<string>
  alt_en: Def<string>
  focal_x: ColumnType<number | null, number | null | undefined, number | null>
  focal_y: ColumnType<number | null, number | null | undefined, number | null>
  uploaded_by: ColumnType<number | null, number | null | undefined, number | null>
}

export interface MenuTable extends Workflow, Tr<'name'>, Html<'intro'> {
  id: Generated<number>
  parent_id: number | null
  sort: Def<number>
  list_template: string
  picture_id: string | null
  out_link: string | null
}

export interface ArticleTable extends Workflow, Tr<'title'>, Tr<'sub_title'>, Html<'body'>, Tr<'source'>, Tr<'location'> {
  id: Generated<number>
  kind: string
  picture_id: string | null
  picture_vertical_id: string | null
  video_id: string | null
  out_link: string | null
  category: string | null
  enrol_kind: string | null
  deadline: ColumnType<string | null, string | null | undefined, string | null>
  event_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  authors: string | null
  journal: string | null
  pub_year: number | null
  doi: string | null
  pmid: string | null
  research_area: string | null
  phone: string | null
  email: string | null
  search_text: GeneratedAlways<string>
  /** When an academic event was called off; it stays public, marked cancelled. */
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** The event's iCalendar SEQUENCE, raised by a trigger on every published change (migration 0012). */
  ical_sequence: GeneratedAlways<number>
}

export interface ArticleMenuTable {
  article_id: number
  menu_id: number
  pinned: Def<boolean>
  /** publish_at, status and unpublish_at are the article's, copied by triggers (migration 0002). */
  publish_at: Timestamp
  status: Workflow['status']
  unpublish_at: Workflow['unpublish_at']
}

export interface ArticleFileTable {
  article_id: number
  file_id: string
  sort: Def<number>
}

export interface ResearchAreaTable extends Tr<'name'>, Tr<'intro'> {
  id: Generated<number>
  code: string
  picture_id: string | null
  sort: Def<number>
}

export interface TeamTable
  extends Workflow, Tr<'name'>, Tr<'leader'>, Tr<'leader_title'>, Tr<'summary'>, Html<'bio'>, Html<'interests'>, Tr<'location'> {
  id: Generated<number>
  kind: 'team' | 'consociation'
  area_id: number | null
  photo_id: string | null
  email: Def<string>
  phone: Def<string>
  sort: Def<number>
  /** The seed's group.groupadmin: the staff account that administers this team's page. */
  group_admin_id: number | null
}

export interface TeamMemberTable extends Tr<'name'>, Tr<'role'> {
  id: Generated<number>
  team_id: number
  email: Def<string>
  sort: Def<number>
}

export interface TeamPaperTable {
  team_id: number
  article_id: number
}

/** A text in both languages, as stored inside JSON columns. */
export interface Bilingual {
  zh: string
  en: string
}

export interface FacilityTable extends Workflow, Tr<'name'>, Tr<'summary'>, Html<'intro'>, Tr<'contact'>, Tr<'location'> {
  id: Generated<number>
  picture_id: string | null
  email: Def<string>
  phone: Def<string>
  instruments: ColumnType<{ name: Bilingual; model: string }[], string | undefined, string>
  services: ColumnType<Bilingual[], string | undefined, string>
  sort: Def<number>
  /** Where visitors book the facility's instruments; empty for none. */
  booking_url: Def<string>
}

/** A registration form field as stored: the contract's definition (staff/conference-form.ts). */
export type StoredFormField = ConferenceFormField

export interface MeetingTable
  extends
    Workflow,
    Tr<'title'>,
    Tr<'sub_title'>,
    Html<'summary'>,
    Tr<'venue'>,
    Tr<'address'>,
    Html<'traffic'>,
    Tr<'organizer'>,
    Html<'fee'>,
    Html<'notice'> {
  id: Generated<number>
  menu_id: number
  token: string
  start_date: DateCol
  end_date: DateCol
  contact_email: Def<string>
  picture_id: string | null
  registration_open: Def<boolean>
  reg_deadline: Timestamp
  form_fields: ColumnType<StoredFormField[], string | undefined, string>
  /** Registration opens (null: as soon as registration_open is set); reg_deadline closes it. */
  reg_opens: Timestamp | null
  /** IANA zone of the conference's dates and times. */
  time_zone: Def<string>
  /** Most registrations holding a place (pending or accepted); null when unlimited. */
  capacity: number | null
  /** Each registration waits for a decision (pending) instead of being accepted on arrival. */
  moderated: Def<boolean>
  currency: Def<string>
  /** Templates staff edited, by mail kind and language: { accepted: { zh: { subject, body }, en: ... } }. */
  mail_templates: ColumnType<Partial<Record<RegistrationMailKind, Partial<Record<Lang, MailTemplate>>>>, string | undefined, string>
  /** Days before the first day the reminder goes out. */
  reminder_days: Def<number>
  reminded_at: Timestamp | null
  /** When the retention job removed its registrations. */
  purged_at: Timestamp | null
}

/** A conference's edited message: subject and plain-text body with {placeholders}. */
export interface MailTemplate {
  subject: string
  body: string
}

export interface MeetingTagTable extends Tr<'name'> {
  id: Generated<number>
  meeting_id: number
  day: DateCol
  sort: Def<number>
}

export interface MeetingSessionTable extends Tr<'title'>, Tr<'speaker'>, Tr<'affiliation'>, Tr<'place'> {
  id: Generated<number>
  tag_id: number
  start_time: string
  end_time: string
  sort: Def<number>
}

export interface RegistrationTable {
  id: Generated<number>
  meeting_id: number
  email: string
  confirm_code: string
  fields: ColumnType<RegistrationFieldValues, string, string>
  lang: string
  created_at: Timestamp
  state: Def<RegistrationState>
  /** Sum of the chosen options' fees, in fen. */
  fee: Def<number>
  paid_at: Timestamp | null
  pay_reference: string | null
  paid_by: number | null
  decided_at: Timestamp | null
  decided_by: number | null
  comment: string | null
  checked_in_at: Timestamp | null
  checked_in_by: number | null
  /** Digest of the private link's key; the key itself is only in the registrant's e-mail. */
  access_key_hash: string | null
  /** When the reminder before the conference was queued: once per registration. */
  reminded_at: Timestamp | null
  updated_at: Timestamp
}

export interface RegistrationFileTable {
  registration_id: number
  field: string
  file_id: string
}

export interface ImageTable extends Workflow, Tr<'title'> {
  id: Generated<number>
  menu_id: number | null
  type: string
  file_id: string
  link: string | null
  sort: Def<number>
}

export interface FaultReportTable {
  id: Generated<number>
  ticket: string
  reporter: string
  contact: string
  place: string
  category: string
  description: string
  screenshot_id: string | null
  lang: string
  state: Def<HelpdeskState>
  created_at: Timestamp
  assignee_id: number | null
  updated_at: Timestamp
  /** Opens the reporter's status page; null for reports older than the inbox. */
  access_key: string | null
}

export interface FeedbackTable {
  id: Generated<number>
  ticket: string
  kind: string
  name: Def<string>
  contact: Def<string>
  content: string
  lang: string
  state: Def<HelpdeskState>
  created_at: Timestamp
  assignee_id: number | null
  updated_at: Timestamp
  access_key: string | null
}

export interface HelpdeskNoteTable {
  id: Generated<number>
  report_kind: HelpdeskKind
  report_id: number
  author_id: number | null
  /** Kept as written: the note still says who wrote it after the account is gone. */
  author_name: string
  body: string
  reply: Def<boolean>
  created_at: Timestamp
}

export interface FaqTable extends Workflow, Tr<'question'>, Html<'answer'> {
  id: Generated<number>
  sort: Def<number>
}

export interface QuickLinkTable extends Workflow, Tr<'name'>, Tr<'description'> {
  id: Generated<number>
  grp: 'lab' | 'facility' | 'other'
  url: string
  sort: Def<number>
}

export interface StaffUserTable {
  id: Generated<number>
  username: string
  name: Def<string>
  source: Def<'local' | 'cas'>
  password_hash: string | null
  must_change_password: Def<boolean>
  user_type: Def<string>
  active: Def<boolean>
  created_at: Timestamp
  updated_at: Timestamp
  last_sign_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** Where sign-in links and notifications go; null when unknown. */
  email: ColumnType<string | null, string | null | undefined, string | null>
  /** The console language the person last chose: their notifications are written in it. */
  lang: Def<Lang>
}

export interface StaffRoleTable {
  user_id: number
  code: number
}

export interface StaffScopeTable {
  user_id: number
  kind: 'section' | 'conference'
  ref_id: number
}

export interface StaffSessionTable {
  id_hash: string
  user_id: number
  csrf_token: string
  created_at: Timestamp
  last_seen_at: Timestamp
  expires_at: ColumnType<Date, Date | string, Date | string>
  cas_ticket_hash: string | null
  address: Def<string>
  user_agent: Def<string>
}

export interface StaffAccessRequestTable {
  id: Generated<number>
  username: string
  name: Def<string>
  attempts: Def<number>
  first_at: Timestamp
  last_at: Timestamp
  address: Def<string>
}

export interface AuditLogTable {
  id: Generated<string>
  at: Timestamp
  user_id: number | null
  username: string
  action: string
  entity: Def<string>
  entity_id: string | null
  address: Def<string>
  summary: Def<string>
}

type LangStateCol = 'none' | 'draft' | 'review' | 'published'
type Json<T> = ColumnType<T, string, string>

/** An item's working copy (migration 0004); `doc` is the contract's ArticleDoc. */
export interface ArticleDraftTable {
  article_id: number
  version: Def<number>
  doc: Json<ArticleDoc>
  kind: string
  title_zh: Def<string>
  title_en: Def<string>
  menu_ids: ColumnType<number[], number[] | undefined, number[]>
  state_zh: LangStateCol
  state_en: LangStateCol
  status: 'draft' | 'review' | 'published' | 'archived'
  archived: Def<boolean>
  outdated: ColumnType<{ zh: string[]; en: string[] }, string | undefined, string>
  outdated_count: Def<number>
  review_comment: string | null
  review_by: string | null
  review_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** Staff ids who changed the item since it was last approved: none of them may approve it (but an administrator). */
  changed_by: ColumnType<number[], number[] | undefined, number[]>
  /** The version whose approval the public row holds (migration 0026); null when none was approved. */
  public_version: ColumnType<number | null, number | null | undefined, number | null>
  created_by: string
  created_at: Timestamp
  updated_by: string
  updated_at: Timestamp
}

/** An approved version waiting for its publish time while another is online (migration 0026). */
export interface ArticleScheduledTable {
  article_id: number
  version: number
  at: ColumnType<Date, Date | string, Date | string>
  doc: Json<ArticleDoc>
  langs: ColumnType<Lang[], Lang[], Lang[]>
  by_name: string
  /** Whom its publication is told to: the people who changed it and its approver (migration 0030). */
  told: ColumnType<number[], number[] | undefined, number[]>
  /** Failed runs of its publishing; past the last one it is given up and its people are told. */
  attempts: Generated<number>
  given_up_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: Timestamp
}

/** Times of a public row still to be announced to `told` (migration 0030); each cleared once announced. */
export interface ArticleTimedNoticeTable {
  article_id: number
  told: ColumnType<number[], number[] | undefined, number[]>
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  unpublish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface ArticleRevisionTable {
  article_id: number
  revision: number
  action: string
  doc: Json<ArticleDoc>
  fields: ColumnType<string[], string[] | undefined, string[]>
  langs: ColumnType<string[], string[] | undefined, string[]>
  comment: string | null
  by_id: number | null
  by_name: string
  at: Timestamp
}

/** A record's working copy (modules/records): the whole document until it is approved into its table. */
export interface RecordDraftTable {
  entity: string
  record_id: number
  doc: ColumnType<unknown, string, string>
  status: Def<'draft' | 'review'>
  review_comment: Def<string>
  submitted_by_id: ColumnType<number | null, number | null | undefined, number | null>
  submitted_by: ColumnType<string | null, string | null | undefined, string | null>
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  updated_by_id: number | null
  updated_by: string
  updated_at: Timestamp
}

/** Every saved version of a record, numbered from 1 per record. */
export interface RecordRevisionTable {
  entity: string
  record_id: number
  revision: number
  action: string
  doc: ColumnType<unknown, string, string>
  by_id: number | null
  by_name: string
  at: Timestamp
}

/** A header or footer setting saved in the console; absent: the environment's value applies. */
export interface SiteSettingTable {
  key: string
  value: string
  updated_by: string
  updated_at: Timestamp
}

export interface PreviewLinkTable {
  token_hash: string
  article_id: number
  created_by: number | null
  expires_at: ColumnType<Date, Date | string, Date | string>
}

export interface EditPresenceTable {
  article_id: number
  user_id: number
  name: string
  since: Timestamp
  seen_at: Timestamp
}

/** A person's working copy of an item between saves (migration 0021): never a revision. */
export interface ArticleAutosaveTable {
  article_id: number
  user_id: number
  version: number
  doc: Json<ArticleDoc>
  base: Json<ArticleDoc>
  saved_at: Timestamp
}

/** Background work (migration 0005): waiting, leased, or given up; deleted once done. */
export interface JobTable {
  /** bigserial: pg reads int8 as a string. */
  id: Generated<string>
  name: string
  payload: ColumnType<unknown, string | undefined, string>
  unique_key: string | null
  state: Def<'queued' | 'running' | 'failed'>
  run_at: Timestamp
  attempts: Def<number>
  max_attempts: Def<number>
  lease_seconds: Def<number>
  locked_by: string | null
  last_error: string | null
  created_at: Timestamp
}

/** When each recurring job is next due. */
export interface JobScheduleTable {
  name: string
  every_seconds: number
  next_run_at: Timestamp
}

/** A file sent with a message: its bytes in base64, so every try sends the same. */
export interface MailAttachmentJson {
  filename: string
  contentType: string
  size: number
  content: string
}

/** A message the site sends (migration 0006). */
export interface MailMessageTable {
  id: Generated<number>
  recipient: string
  subject: string
  text: string
  html: string | null
  lang: Lang
  /** Read as the array; written as its JSON text. */
  attachments: ColumnType<MailAttachmentJson[], string | undefined, string>
  kind: Def<string>
  status: Def<MailStatus>
  attempts: Def<number>
  last_error: string | null
  created_at: Timestamp
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** Extra headers (List-Unsubscribe…); read as the object, written as its JSON text. */
  headers: ColumnType<Record<string, string>, string | undefined, string>
}

/** A person's digest hour and the key their unsubscribe links are signed with (migration 0027). */
export interface NotificationSettingTable {
  user_id: number
  digest_hour: Def<number>
  token_key: string
  last_digest_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** A person's choice for one kind of notification; a kind without a row takes the role's default. */
export interface NotificationPreferenceTable {
  user_id: number
  kind: string
  mode: 'immediate' | 'digest' | 'never'
}

/** Something that happened, recorded in the transaction that caused it; delivered once by a job. */
export interface NotificationEventTable {
  id: Generated<number>
  kind: string
  action: Def<string>
  actor_id: number | null
  permission: string
  /** The scopes the item lives in (read as the array; null for a site-wide permission). */
  scopes: ColumnType<unknown, string | null, string | null>
  /** Only these people (read as the array), when the event names them. */
  to_users: ColumnType<unknown, string | null, string | null>
  link: Def<string>
  title_zh: Def<string>
  title_en: Def<string>
  detail: Def<string>
  created_at: Timestamp
  processed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** An event waiting for one person's next digest. */
export interface NotificationPendingTable {
  user_id: number
  event_id: number
}

/** One item in one language as the search reads it (migration 0010). */
export interface SearchDocTable {
  kind: string
  ref_id: number
  lang: 'zh' | 'en'
  section: string
  type: string
  title: string
  body: string
  year: number
  publish_at: Timestamp
  unpublish_at: Timestamp | null
  tsv: string
  /** The team of a member's row (migration 0013); null otherwise. */
  parent_id: number | null
  /** The row's route on the site, e.g. /detail/ibrNewsnews/12. */
  path: string
  /** The title's words: tsv's weight A, generated (0013). */
  title_tsv: GeneratedAlways<string>
}

/** A Latin word of the indexed text and how many rows hold it: what a misspelt query is corrected to (0013). */
export interface SearchWordTable {
  word: string
  docs: number
}

/** What the search sync has still to index, queued by triggers (migration 0010). */
export interface SearchQueueTable {
  kind: string
  ref_id: number
  queued_at: Timestamp
}

/** A client's requests to one limited route in the current window (per-client limits, every instance). */
export interface ClientLimitTable {
  /** The route and the client's address. */
  key: string
  hits: number
  reset_at: Timestamp
}

/** One run of the daily backup. */
export interface BackupRunTable {
  id: Generated<number>
  started_at: Def<Date>
  finished_at: Date | null
  /** null while it runs. */
  ok: boolean | null
  file: string
  /** bigint: pg reads int8 as a string. */
  bytes: string | null
  error: string | null
}

/** A blob whose removal waits for the backups copying files to end (modules/file/blob-release.ts). */
export interface BlobReleasePendingTable {
  sha256: string
  since: Def<Date>
  /** When its bytes may go: at once after a backup's hold, DELETED_FILE_KEEP_DAYS after its last row otherwise. */
  due_at: Def<Date>
}

/** A browser that signed in to the account: the digest of its device token. */
export interface StaffDeviceTable {
  token_hash: string
  user_id: number
  issued_at: Def<Date>
  /** Wrong passwords sent with this token; past a few it is no longer a known browser. */
  failures: Def<number>
}

/** A one-time sign-in link sent by e-mail: the digest of its token, the account, until when it is good. */
export interface StaffSignInLinkTable {
  token_hash: string
  user_id: number
  created_at: Def<Date>
  expires_at: Date
}

/** A day's random salt of the visitor hashes, deleted once the day has closed (migration 0029). */
export interface StatsSaltTable {
  day: string
  salt: string
}

/** A visitor's hash seen on a day, on a page ('' for the whole site): what makes a visitor counted once a day. */
export interface StatsVisitorTable {
  day: string
  page: string
  hash: string
}

/** Views and unique visitors of a day, by page, referrer host, language or screen class ('site': the whole site). */
export interface StatsDailyTable {
  day: string
  dim: 'site' | 'page' | 'referrer' | 'lang' | 'screen'
  key: string
  /** The item a page shows, for an item's detail page. */
  article_id: number | null
  views: number
  visitors: number
}

/** A site search query of a day: times asked, of which found nothing. */
export interface StatsSearchTable {
  day: string
  query: string
  asks: number
  empty: number
}

/** A password being checked now (auth/attempt-guard.ts): counted as a failure until its outcome is written. */
export interface StaffAuthAttemptTable {
  id: GeneratedAlways<string>
  kind: 'signIn' | 'passwordChange'
  username: string
  user_id: number | null
  address: Def<string>
  at: Def<Date>
}

/** One link or embedded image of a published item, and what its last check found (modules/links). */
export interface LinkCheckTable {
  id: GeneratedAlways<number>
  item_kind: string
  item_id: number
  field: string
  section_ids: ColumnType<number[], number[] | undefined, number[]>
  title_zh: Def<string>
  title_en: Def<string>
  link_text: Def<string>
  target: string
  kind: Def<'link' | 'image'>
  status: Def<'pending' | 'ok' | 'broken' | 'not-checked'>
  problem: ColumnType<string | null, string | null | undefined, string | null>
  http_status: ColumnType<number | null, number | null | undefined, number | null>
  ignored: Def<boolean>
  first_broken_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  last_checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  seen_at: Timestamp
}

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
