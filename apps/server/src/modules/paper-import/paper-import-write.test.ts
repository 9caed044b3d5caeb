import { ROLE, STAFF_API, PaperImportRet, type PaperImportItem } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSection } from '../../test/editorial-factory.js'
import { addPaperSection, addTeam, uniqueMark } from '../../test/paper-factory.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { rowCounts } from '../../test/row-counts.js'

let t: TestApp
let editor: StaffClient
let section: number
let teams: number[]

const item = (over: Partial<PaperImportItem> = {}): PaperImportItem => ({
  language: 'en',
  title: `Imported paper ${uniqueMark()}`,
  authors: 'Jane Roe, John Doe',
  journal: 'Neuron',
  year: 2024,
  doi: `10.5555/import.${uniqueMark()}`,
  pmid: '38301234',
  body: '<p>An abstract.</p><script>alert(1)</script>',
  outLink: 'https://example.org/paper',
  researchArea: 'methods',
  teamIds: [],
  ...over,
})

/** Rows an import writes: a refused one must leave every count as it was. */
function counts() {
  return rowCounts(t.deps.db, {
    article: 'article',
    draft: 'article_draft',
    revision: 'article_revision',
    audit: 'audit_log',
    teamPaper: 'team_paper',
  })
}

beforeAll(async () => {
  t = await createTestApp()
  section = await addPaperSection(t)
  editor = await staffSession(t, { roles: [ROLE.editor], sections: [section] })
  teams = [await addTeam(t, { leader: ['甲', 'Jia A'], area: 'methods' }), await addTeam(t, { leader: ['乙', 'Yi B'], area: 'disorders' })]
})
afterAll(async () => {
  await t.close()
})

describe('paper import', () => {
  it('creates one draft per item with its revision and audit line, in the section, linked to its teams', async () => {
    const before = await counts()
    const items = [item({ teamIds: teams }), item({ language: 'zh', title: `导入的论文${uniqueMark()}`, doi: null, body: undefined })]
    const res = await editor.post(STAFF_API.paperImport, { menuId: section, items, lang: 'en' })
    expect(res.status).toBe(200)
    const ret = res.json.retMap as PaperImportRet
    expectShape(PaperImportRet, ret)
    expect(ret.created.map((c) => c.title)).toEqual(items.map((i) => i.title))
    expect(await counts()).toEqual({
      article: before.article + 2,
      draft: before.draft + 2,
      revision: before.revision + 2,
      audit: before.audit + 2,
      teamPaper: before.teamPaper + 2,
    })
    const [first, second] = ret.created.map((c) => c.id)
    const got = await editor.post(STAFF_API.articleGet, { id: first })
    expect(got.json.retMap.article).toMatchObject({
      status: 'draft',
      states: { zh: 'none', en: 'draft' },
      doc: {
        kind: 'paper',
        menuIds: [section],
        en: { title: items[0]!.title, body: '<p>An abstract.</p>' },
        authors: 'Jane Roe, John Doe',
        journal: 'Neuron',
        year: 2024,
        doi: items[0]!.doi,
        pmid: '38301234',
        outLink: 'https://example.org/paper',
        researchArea: 'methods',
      },
    })
    const zh = await editor.post(STAFF_API.articleGet, { id: second })
    expect(zh.json.retMap.article).toMatchObject({ states: { zh: 'draft', en: 'none' }, doc: { zh: { title: items[1]!.title } } })
    const links = await t.deps.db.selectFrom('team_paper').where('article_id', '=', first!).select('team_id').orderBy('team_id').execute()
    expect(links.map((l) => l.team_id)).toEqual([...teams].sort((a, b) => a - b))
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .where('entity', '=', 'article')
      .where('entity_id', 'in', [String(first), String(second)])
      .select(['action', 'username'])
      .execute()
    expect(audit).toEqual([
      { action: 'articleCreate', username: editor.user.username },
      { action: 'articleCreate', username: editor.user.username },
    ])
    // An ordinary draft: it goes through review like any other.
    const submitted = await editor.post(STAFF_API.articleSubmit, { id: first, version: 1 })
    expect(submitted.json.retMap.status).toBe('review')
  })

  it('refuses a bad batch naming the item and field at fault, and writes nothing', async () => {
    const other = await addSection(t)
    // Signing in is audited: the sessions come before the counts.
    const admin = await staffSession(t, { roles: [ROLE.admin] })
    const before = await counts()
    const send = (body: unknown) => editor.post(STAFF_API.paperImport, body)
    const cases: [unknown, number, string, string | undefined][] = [
      [{ menuId: section, items: [item(), item({ year: '2024' as never })] }, 400, 'badRequest', 'items.1.year'],
      [{ menuId: section, items: [item(), { ...item(), journal: undefined }] }, 400, 'badRequest', 'items.1.journal'],
      [{ menuId: section, items: [item(), item({ researchArea: 'astrology' as never })] }, 400, 'badRequest', 'items.1.researchArea'],
      [{ menuId: section, items: [item(), item({ doi: 'not a doi' })] }, 400, 'badRequest', 'items.1.doi'],
      [{ menuId: section, items: [item(), item({ teamIds: [teams[0]!, 2147483000] })] }, 400, 'badRequest', 'items.1.teamIds'],
      [{ menuId: section, items: [] }, 400, 'badRequest', 'items'],
      [{ menuId: 'x', items: [item()] }, 400, 'badRequest', 'menuId'],
    ]
    for (const [body, status, code, field] of cases) expectFailure(await send(body), status, code, 'zh', field)
    expectFailure(await admin.post(STAFF_API.paperImport, { menuId: 2147483000, items: [item()] }), 404, 'notFound', 'zh', 'menuId')
    expectFailure(await admin.post(STAFF_API.paperImport, { menuId: other, items: [item()] }), 400, 'badRequest', 'zh', 'menuId')
    const malformed = await t.post(STAFF_API.paperImport, '{"menuId":', {
      cookie: editor.cookie,
      'x-csrf-token': editor.csrfToken,
      'content-type': 'application/json',
    })
    expect(malformed.status).toBe(400)
    expect(await counts()).toEqual(before)
  })

  it('is refused in a section the person may not write in', async () => {
    const outsider = await staffSession(t, { roles: [ROLE.editor], sections: [await addSection(t)] })
    const before = await counts()
    expectFailure(await outsider.post(STAFF_API.paperImport, { menuId: section, items: [item()] }), 403, 'noPermission')
    expect(await counts()).toEqual(before)
  })
})
