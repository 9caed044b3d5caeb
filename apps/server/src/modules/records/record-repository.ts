import type { WorkflowEntity } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

export interface DraftRow {
  doc: unknown
  status: 'draft' | 'review'
  review_comment: string
  submitted_by_id: number | null
  submitted_by: string | null
  submitted_at: Date | null
  updated_by_id: number | null
  updated_by: string
  updated_at: Date
}

/** The working copies and revisions of every record kind (tables record_draft, record_revision). */
export function recordRepository(db: Kysely<DB>) {
  return {
    draft(entity: WorkflowEntity, id: number): Promise<DraftRow | undefined> {
      return db
        .selectFrom('record_draft')
        .select([
          'doc',
          'status',
          'review_comment',
          'submitted_by_id',
          'submitted_by',
          'submitted_at',
          'updated_by_id',
          'updated_by',
          'updated_at',
        ])
        .where('entity', '=', entity)
        .where('record_id', '=', id)
        .executeTakeFirst()
    },

    drafts(entity: WorkflowEntity) {
      return db
        .selectFrom('record_draft')
        .select(['record_id', 'status', 'updated_by', 'updated_at'])
        .where('entity', '=', entity)
        .execute()
    },

    async putDraft(
      entity: WorkflowEntity,
      id: number,
      values: { doc: unknown; status: 'draft' | 'review'; comment: string; by: { id: number; name: string }; submitted: boolean },
    ) {
      const row = {
        doc: JSON.stringify(values.doc),
        status: values.status,
        review_comment: values.comment,
        submitted_by_id: values.submitted ? values.by.id : null,
        submitted_by: values.submitted ? values.by.name : null,
        submitted_at: values.submitted ? new Date() : null,
        updated_by_id: values.by.id,
        updated_by: values.by.name,
        updated_at: new Date(),
      }
      await db
        .insertInto('record_draft')
        .values({ entity, record_id: id, ...row })
        .onConflict((oc) => oc.columns(['entity', 'record_id']).doUpdateSet(row))
        .execute()
    },

    /** Changes the workflow state only, keeping the document and its last editor. */
    async setState(
      entity: WorkflowEntity,
      id: number,
      values: { status: 'draft' | 'review'; comment: string; submittedBy: { id: number; name: string } | null },
    ) {
      await db
        .updateTable('record_draft')
        .set({
          status: values.status,
          review_comment: values.comment,
          ...(values.submittedBy
            ? { submitted_by_id: values.submittedBy.id, submitted_by: values.submittedBy.name, submitted_at: new Date() }
            : {}),
        })
        .where('entity', '=', entity)
        .where('record_id', '=', id)
        .execute()
    },

    async dropDraft(entity: WorkflowEntity, id: number) {
      await db.deleteFrom('record_draft').where('entity', '=', entity).where('record_id', '=', id).execute()
    },

    /** The latest revision number: the record's version (0 before its first). */
    async version(entity: WorkflowEntity, id: number): Promise<number> {
      const row = await db
        .selectFrom('record_revision')
        .select(sql<number>`coalesce(max(revision), 0)::int`.as('v'))
        .where('entity', '=', entity)
        .where('record_id', '=', id)
        .executeTakeFirst()
      return row?.v ?? 0
    },

    /** Appends a revision; answers its number, the record's new version. */
    async addRevision(entity: WorkflowEntity, id: number, action: string, doc: unknown, by: { id: number; name: string }) {
      const revision = (await this.version(entity, id)) + 1
      await db
        .insertInto('record_revision')
        .values({ entity, record_id: id, revision, action, doc: JSON.stringify(doc), by_id: by.id, by_name: by.name })
        .execute()
      return revision
    },

    revisions(entity: WorkflowEntity, id: number) {
      return db
        .selectFrom('record_revision')
        .select(['revision', 'action', 'doc', 'by_name', 'at'])
        .where('entity', '=', entity)
        .where('record_id', '=', id)
        .orderBy('revision', 'desc')
        .execute()
    },

    revision(entity: WorkflowEntity, id: number, revision: number) {
      return db
        .selectFrom('record_revision')
        .select(['revision', 'doc'])
        .where('entity', '=', entity)
        .where('record_id', '=', id)
        .where('revision', '=', revision)
        .executeTakeFirst()
    },
  }
}
