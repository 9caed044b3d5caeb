// The services office: fault reports, feedback and the staff notes on them.
import type { Generated } from 'kysely'
import type { HelpdeskKind, HelpdeskState } from '@ibr/contract/staff'
import type { Def, Timestamp } from './columns.js'

/** The columns both kinds of report keep alike: the inbox reads them through one union. */
interface ReportColumns {
  id: Generated<number>
  ticket: string
  lang: string
  state: Def<HelpdeskState>
  created_at: Timestamp
  assignee_id: number | null
  updated_at: Timestamp
  /** Opens the reporter's status page; null for reports older than the inbox. */
  access_key: string | null
}

export interface FaultReportTable extends ReportColumns {
  reporter: string
  contact: string
  place: string
  category: string
  description: string
  screenshot_id: string | null
}

export interface FeedbackTable extends ReportColumns {
  kind: string
  name: Def<string>
  contact: Def<string>
  content: string
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
