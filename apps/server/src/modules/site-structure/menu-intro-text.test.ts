import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
let admin: StaffClient
beforeAll(async () => {
  t = await createTestApp({ PRODUCT: 'tsi' })
  admin = await staffSession(t, { roles: [ROLE.admin] })
})
afterAll(async () => {
  await t.close()
})

const menuRows = async () => (await t.deps.db.selectFrom('menu').select('id').execute()).length
const intro = (id: number) => t.deps.db.selectFrom('menu').select(['intro_en']).where('id', '=', id).executeTakeFirstOrThrow()

describe("a section's intro", () => {
  it('is refused, naming the words, when text follows a <script> left open; a new entry and a change alike write nothing', async () => {
    const before = await menuRows()
    const broken = '<p>All the news</p><script>track()<p>Read every notice here.</p>'
    const res = await admin.post(STAFF_API.menuSave, {
      parentId: null,
      listTemplate: 'tsiNews',
      zh: { name: '新闻' },
      en: { name: 'News', intro: broken },
      lang: 'en',
    })
    expectFailure(res, 400, 'badRequest', 'en', 'en.intro')
    expect(res.json.msg).toContain('Read every notice here.')
    expect(await menuRows()).toBe(before)

    const made = await admin.post(STAFF_API.menuSave, {
      parentId: null,
      listTemplate: 'tsiNews',
      zh: { name: '新闻' },
      en: { name: 'News', intro: '<p>Kept</p>' },
    })
    expect(made.status, JSON.stringify(made.json)).toBe(200)
    const id = made.json.retMap.id as number
    expectFailure(await admin.post(STAFF_API.menuSave, { id, en: { intro: broken }, lang: 'en' }), 400, 'badRequest', 'en', 'en.intro')
    expect(await intro(id)).toEqual({ intro_en: '<p>Kept</p>' })
  })

  it('keeps the text an unclosed <style> swallowed', async () => {
    const made = await admin.post(STAFF_API.menuSave, {
      parentId: null,
      listTemplate: 'tsiTeam',
      zh: { name: '团队' },
      en: { name: 'Teams', intro: '<p>Groups</p><style>p { color: red }<p>and their leaders</p>' },
    })
    expect(made.status, JSON.stringify(made.json)).toBe(200)
    expect(await intro(made.json.retMap.id)).toEqual({ intro_en: '<p>Groups</p><p>and their leaders</p>' })
  })
})
