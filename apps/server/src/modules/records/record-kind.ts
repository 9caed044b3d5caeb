import type { RecordEntity, StaffUser, WorkflowEntity } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

/** The public row of a record as the workflow sees it. */
export interface PublicRecord<Doc> {
  doc: Doc
  status: 'draft' | 'review' | 'published' | 'archived'
}

/** One line of a record kind's list. */
export interface RecordListItem {
  id: number
  name: { zh: string; en: string }
  status: 'draft' | 'review' | 'published' | 'archived'
  group: string
  sort: number
  updatedAt: Date
  updatedBy: string
}

/**
 * What the workflow needs of a kind (docs/people-and-places.md): how its document is read from and
 * written to its public tables on approval, checked, named, and who may edit or review it. The
 * workflow (records-service) never touches a public table itself. Conferences are one of these; they
 * are listed and created by calls of their own (docs/conferences.md).
 */
export interface WorkflowKind<Doc> {
  entity: WorkflowEntity
  /** The public row as a document; null when there is no such record. */
  read(db: Kysely<DB>, id: number): Promise<PublicRecord<Doc> | null>
  /** Writes an approved document to the public tables and publishes it. */
  publish(db: Kysely<DB>, id: number, doc: Doc, by: string): Promise<void>
  /**
   * The document as it may be stored: rich text sanitised, references checked (images in the
   * library, papers published, areas known). Throws badRequest naming the field when one is not.
   */
  clean(db: Kysely<DB>, doc: Doc, by: CleanContext): Promise<Doc>
  /** The name shown in lists and the audit log. */
  name(doc: Doc): { zh: string; en: string }
  /** Who may do what; `id` is null for a record not yet created. */
  access: WorkflowAccess
}

/** Who stores the document, and which record (null: a new one): what a person may reference can depend on both. */
export interface CleanContext {
  user: StaffUser
  id: number | null
}

export interface WorkflowAccess {
  edit(db: Kysely<DB>, user: StaffUser, id: number | null): Promise<boolean>
  review(db: Kysely<DB>, user: StaffUser, id: number): Promise<boolean>
}

/** A kind of record with the nine calls of its own (team, facility, faq, quickLink): listed, created and archived too. */
export interface RecordKind<Doc> extends WorkflowKind<Doc> {
  entity: RecordEntity
  /** Every record of the kind, in public order (archived ones included). */
  list(db: Kysely<DB>): Promise<RecordListItem[]>
  /** Inserts the public row of a new record, kept off the site (status draft) until approved. */
  create(db: Kysely<DB>, doc: Doc, by: string): Promise<number>
  /** Takes the record off the public site. */
  archive(db: Kysely<DB>, id: number, by: string): Promise<void>
  /**
   * Kinds whose order is the list's (FAQ, quick links): places these records first to last and
   * answers how many it found. Their approvals then leave the order alone, and a new one goes last.
   */
  reorder?(db: Kysely<DB>, ids: readonly number[], by: string): Promise<number>
  access: RecordAccess
}

export interface RecordAccess extends WorkflowAccess {
  archive(db: Kysely<DB>, user: StaffUser, id: number): Promise<boolean>
}
