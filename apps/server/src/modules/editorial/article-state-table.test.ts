import { STAFF_API, type ArticleStatus } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { message } from '../../i18n/messages.js'
import type { StaffClient } from '../../test/staff-factory.js'
import { writeDraft, editorialDesk } from '../../test/editorial-factory.js'
import { ARTICLE_WORKFLOW, type ArticleTransitionName } from './article-workflow.js'
import { useTestApp } from '../../test/use-test-app.js'
import { auditActions } from '../../test/audit-lines.js'

const t = useTestApp(editorialDesk)

interface Item {
  id: number
  version: number
}

const ok = (res: { status: number; json: { retMap?: unknown } }) => {
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap as Item & { status: ArticleStatus }
}

/**
 * A new item in `state`, from which every transition its table declares from there can be taken:
 * both languages written; in review, Chinese is in review and English changed since (a draft).
 */
async function reach(state: ArticleStatus): Promise<Item> {
  const saved = await writeDraft(t.editor, t.section)
  if (state === 'draft') return saved
  if (state === 'published') return ok(await t.reviewer.post(STAFF_API.articleApprove, { id: saved.id, version: saved.version }))
  if (state === 'archived') {
    const archived = ok(await t.reviewer.post(STAFF_API.articleArchive, { id: saved.id }))
    expect(archived.status).toBe('archived')
    return archived
  }
  const submitted = ok(await t.editor.post(STAFF_API.articleSubmit, { id: saved.id, version: saved.version }))
  const changed = ok(await t.editor.post(STAFF_API.articleSave, { id: saved.id, version: submitted.version, en: { title: 'Changed' } }))
  expect(changed.status).toBe('review')
  return changed
}

/** Who takes each transition, through which call, with what body. */
const CALLS: Record<ArticleTransitionName, (item: Item) => [StaffClient, string, Record<string, unknown>]> = {
  save: (i) => [t.editor, STAFF_API.articleSave, { id: i.id, version: i.version, zh: { title: '改过的标题' } }],
  submit: (i) => [t.editor, STAFF_API.articleSubmit, { id: i.id, version: i.version }],
  approve: (i) => [t.reviewer, STAFF_API.articleApprove, { id: i.id, version: i.version }],
  reject: (i) => [t.reviewer, STAFF_API.articleReject, { id: i.id, version: i.version, comment: '请修改' }],
  archive: (i) => [t.reviewer, STAFF_API.articleArchive, { id: i.id }],
  confirm: (i) => [t.editor, STAFF_API.articleConfirm, { id: i.id, version: i.version, language: 'en', fields: ['title'] }],
  restore: (i) => [t.editor, STAFF_API.articleRestore, { id: i.id, version: i.version, revision: 1 }],
}

/** What an item has written: its revisions and audit lines, and its working copy's version and state. */
const written = async (id: number) => {
  const db = t.deps.db
  const [revisions, audit, draft] = await Promise.all([
    db.selectFrom('article_revision').where('article_id', '=', id).select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('audit_log')
      .where('entity', '=', 'article')
      .where('entity_id', '=', String(id))
      .select(db.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('article_draft').where('article_id', '=', id).select(['version', 'status']).executeTakeFirstOrThrow(),
  ])
  return { revisions: Number(revisions.n), audit: Number(audit.n), ...draft }
}

const table = ARTICLE_WORKFLOW.transitions as Record<
  ArticleTransitionName,
  { from: readonly ArticleStatus[]; to?: ArticleStatus; refusal?: string }
>
const names = Object.keys(table) as ArticleTransitionName[]

describe('the article state table', () => {
  it(`create, from no item, leads to ${ARTICLE_WORKFLOW.create.to} with its first revision and audit line`, async () => {
    const made = await writeDraft(t.editor, t.section)
    expect(made).toMatchObject({ version: 1, status: ARTICLE_WORKFLOW.create.to })
    const db = t.deps.db
    const revisions = await db.selectFrom('article_revision').where('article_id', '=', made.id).select(['revision', 'action']).execute()
    expect(revisions).toEqual([{ revision: 1, action: 'create' }])
    expect(await auditActions(t, 'article', made.id)).toEqual(['articleCreate'])
  })

  for (const name of names) {
    const entry = table[name]
    for (const state of ARTICLE_WORKFLOW.states) {
      if (entry.from.includes(state)) {
        it(`${name} from ${state}${entry.to ? ` leads to ${entry.to}` : ''}`, async () => {
          const item = await reach(state)
          const [client, path, body] = CALLS[name](item)
          const after = ok(await client.post(path, body))
          if (entry.to) expect(after.status).toBe(entry.to)
          expect((await written(item.id)).status).toBe(after.status)
        })
      } else {
        it(`${name} from ${state} is refused and writes nothing`, async () => {
          const item = await reach(state)
          const before = await written(item.id)
          const [client, path, body] = CALLS[name](item)
          const res = await client.post(path, body)
          expect(res.status, JSON.stringify(res.json)).toBe(400)
          expect(res.json.msg).toBe(message(entry.refusal as Parameters<typeof message>[0]).zh)
          expect(await written(item.id)).toEqual(before)
        })
      }
    }
  }

  it('declares every state it leads to, and no transition from nowhere', () => {
    for (const entry of Object.values(table)) {
      expect(entry.from.length).toBeGreaterThan(0)
      for (const state of [...entry.from, ...(entry.to ? [entry.to] : [])]) expect(ARTICLE_WORKFLOW.states).toContain(state)
    }
  })
})
