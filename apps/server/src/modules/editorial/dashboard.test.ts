import { DashboardRet, ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSection, editorialTeam, publishedItem } from '../../test/editorial-factory.js'
import { expectShape } from '../../test/shape.js'
import { staffSession } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
let sectionA: number
let sectionB: number
beforeAll(async () => {
  t = await createTestApp()
  // Two sections of their own, so nothing the demo content holds decides what the lists show.
  const [a, b] = await t.deps.db
    .insertInto('menu')
    .values([
      { name_zh: '甲栏目', name_en: 'Section A', list_template: 'ibrNewsnews', sort: 900 },
      { name_zh: '乙栏目', name_en: 'Section B', list_template: 'ibrNewsnews', sort: 901 },
    ])
    .returning('id')
    .execute()
  sectionA = a!.id
  sectionB = b!.id
})
afterAll(async () => {
  await t.close()
})

async function article(
  section: number,
  values: { title: string; status: 'draft' | 'review' | 'published'; by: string; publishIn?: number },
) {
  const { id } = await t.deps.db
    .insertInto('article')
    .values({
      kind: 'news',
      title_zh: `${values.title}（中）`,
      title_en: values.title,
      status: values.status,
      created_by: values.by,
      publish_at: new Date(Date.now() + (values.publishIn ?? -60_000)),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await t.deps.db.insertInto('article_menu').values({ article_id: id, menu_id: section }).execute()
  return id
}

describe('/api/staff/dashboard', () => {
  it('lists my drafts, what waits for my review in my sections, the scheduled and the recently published', async () => {
    const reviewer = await staffSession(t, { roles: [ROLE.reviewer], sections: [sectionA], name: 'Reviewer Lin' })
    const mine = await article(sectionB, { title: 'My draft', status: 'draft', by: reviewer.account.username })
    await article(sectionA, { title: 'Someone else’s draft', status: 'draft', by: 'someone' })
    const waiting = await article(sectionA, { title: 'Waiting here', status: 'review', by: 'someone' })
    await article(sectionB, { title: 'Waiting elsewhere', status: 'review', by: 'someone' })
    const soon = await article(sectionA, { title: 'Tomorrow', status: 'published', by: 'someone', publishIn: 86_400_000 })
    const out = await article(sectionA, { title: 'Out now', status: 'published', by: 'someone' })

    const res = await reviewer.post(STAFF_API.dashboard, { lang: 'en' })
    expectShape(DashboardRet, res.json.retMap)
    const { drafts, review, scheduled, published } = res.json.retMap as DashboardRet
    expect(drafts.map((d) => [d.id, d.title])).toEqual([[mine, 'My draft']])
    // A person by their display name; a user name no account has, none.
    expect(drafts[0]).toMatchObject({ author: reviewer.account.username, authorName: 'Reviewer Lin' })
    expect(review.map((d) => d.id)).toEqual([waiting])
    expect(scheduled.map((d) => d.id)).toEqual([soon])
    expect(published[0]).toMatchObject({ id: out, title: 'Out now', section: sectionA, author: 'someone', authorName: null })
  })

  it('shows an editor no review list, and a Chinese title in Chinese', async () => {
    const editor = await staffSession(t, { roles: [ROLE.editor], sections: [sectionB] })
    await article(sectionB, { title: 'Editor draft', status: 'draft', by: editor.account.username })
    await article(sectionB, { title: 'For review', status: 'review', by: 'someone' })
    const res = await editor.post(STAFF_API.dashboard, { lang: 'zh' })
    expect(res.json.retMap.review).toEqual([])
    expect(res.json.retMap.drafts.map((d: { title: string }) => d.title)).toEqual(['Editor draft（中）'])
  })

  it('keeps a live item in the recently published while a newer draft of it is being written', async () => {
    const section = await addSection(t)
    const { editor, reviewer } = await editorialTeam(t, section)
    const live = await publishedItem(editor, reviewer, section)
    const saved = await editor.post(STAFF_API.articleSave, { id: live.id, version: live.version, en: { title: 'Next version' } })
    expect(saved.status).toBe(200)

    const res = await reviewer.post(STAFF_API.dashboard, { lang: 'en' })
    const { published, drafts } = res.json.retMap as DashboardRet
    expect(published.map((d) => d.id)).toContain(live.id)
    expect((await editor.post(STAFF_API.dashboard, { lang: 'en' })).json.retMap.drafts.map((d: { id: number }) => d.id)).toContain(live.id)
    expect(drafts).toEqual([])
  })
})
