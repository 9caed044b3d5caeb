import { ROLE } from '@ibr/contract/staff'
import type { StaffClient } from './staff-factory.js'
import { staffSession } from './staff-factory.js'
import type { TestApp } from './test-app.js'

let serial = 0

/** A menu entry of the test's own under the news root, so its items have a detail page. */
export async function addNewsChild(
  t: TestApp,
  values: { name_zh: string; name_en: string; list_template: string; sort: number },
): Promise<number> {
  const parent = await t.deps.db
    .selectFrom('menu')
    .where('parent_id', 'is', null)
    .where('list_template', '=', 'ibrNews')
    .select('id')
    .executeTakeFirstOrThrow()
  const { id } = await t.deps.db
    .insertInto('menu')
    .values({ parent_id: parent.id, ...values })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** A section of the test's own (a child of the news section, so its items have a detail page). */
export async function addSection(t: TestApp, template = 'news'): Promise<number> {
  serial += 1
  return addNewsChild(t, {
    name_zh: `测试栏目${serial}`,
    name_en: `Test section ${serial}`,
    list_template: `${template}${process.pid}x${serial}`,
    sort: 900 + serial,
  })
}

/** An editor and a reviewer of a section, each signed in. */
export async function editorialTeam(t: TestApp, section: number): Promise<{ editor: StaffClient; reviewer: StaffClient }> {
  const [editor, reviewer] = await Promise.all([
    staffSession(t, { roles: [ROLE.editor], sections: [section] }),
    staffSession(t, { roles: [ROLE.reviewer], sections: [section] }),
  ])
  return { editor, reviewer }
}

/** A section of the test's own, with its editor and reviewer signed in. */
export async function editorialDesk(t: TestApp): Promise<{ section: number; editor: StaffClient; reviewer: StaffClient }> {
  const section = await addSection(t)
  return { section, ...(await editorialTeam(t, section)) }
}

/** A draft written through the API; answers the state the save returned. */
export async function writeDraft(
  client: StaffClient,
  section: number,
  fields: { zh?: Record<string, string>; en?: Record<string, string>; [key: string]: unknown } = {},
): Promise<{ id: number; version: number; status: string; states: { zh: string; en: string } }> {
  serial += 1
  const res = await client.post('/api/staff/article/save', {
    kind: 'news',
    menuIds: [section],
    ...fields,
    zh: { title: `测试新闻${serial}`, body: '<p>正文</p>', ...fields.zh },
    en: { title: `Test news ${serial}`, body: '<p>Body</p>', ...fields.en },
  })
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${JSON.stringify(res.json)}`)
  return res.json.retMap
}

/** Writes, submits and has the reviewer approve an item: published in both languages. */
export async function publishedItem(
  client: StaffClient,
  reviewer: StaffClient,
  section: number,
  fields: Parameters<typeof writeDraft>[2] = {},
) {
  const saved = await writeDraft(client, section, fields)
  const submitted = await client.post('/api/staff/article/submit', { id: saved.id, version: saved.version })
  if (submitted.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.json)}`)
  const approved = await reviewer.post('/api/staff/article/approve', { id: saved.id, version: submitted.json.retMap.version })
  if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.json)}`)
  return approved.json.retMap as { id: number; version: number; status: string }
}
