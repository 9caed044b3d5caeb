import { BannerSaveBody, ConferenceSaveBody, ROLE, STAFF_API, SUPER_USER_TYPE, type StaffUser } from '@ibr/contract/staff'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { facilityKind, faqKind, quickLinkKind, teamKind, type RecordKind } from '../../modules/records/index.js'
import { addStaff, signIn, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
let admin: StaffUser
let staff: StaffClient
beforeAll(async () => {
  t = await createTestApp()
  const account = await addStaff(t, { roles: [ROLE.admin], userType: SUPER_USER_TYPE })
  staff = await signIn(t, account)
  admin = staff.user
})

/** Saves what the staff call answered, unchanged, as the console's Save would; the failures, by record. */
async function refusedSaves(records: { name: string; path: string; body: Record<string, unknown> }[]): Promise<string[]> {
  const refused: string[] = []
  for (const record of records) {
    const res = await staff.post(record.path, { ...record.body, lang: 'en' })
    if (res.json.code !== 'success') refused.push(`${record.name}: ${res.status} ${res.json.msg}`)
  }
  return refused
}
afterAll(async () => {
  await t.close()
})

/** The schema errors a body would meet on the staff save call, as `path message` lines. */
function schemaErrors(schema: TSchema, value: unknown): string[] {
  const validator = Compile(schema)
  return validator.Check(value) ? [] : [...validator.Errors(value)].map((e) => `${e.instancePath} ${e.message}`)
}

// Seed data goes in past the staff forms, so it has to be held to what they would accept on save.
describe('every seeded record passes the checks a staff save applies', () => {
  it('banners', async () => {
    const rows = await t.deps.db.selectFrom('image').selectAll().execute()
    expect(rows.length).toBeGreaterThan(0)
    for (const r of rows) {
      const body = { id: r.id, fileId: r.file_id, link: r.link, zh: { title: r.title_zh }, en: { title: r.title_en } }
      expect(schemaErrors(BannerSaveBody, body), `banner ${r.id} (${r.link})`).toEqual([])
    }
  })

  // Saved back through the staff call as the editor reads them: the seed cannot skip a check the
  // console's Save meets (schemas, sanitising, links, dates, sections), people and papers included.
  it('articles of every kind', async () => {
    const ids = (await t.deps.db.selectFrom('article').select('id').orderBy('id').execute()).map((r) => r.id)
    expect(ids.length).toBeGreaterThan(0)
    const records = []
    for (const id of ids) {
      const { article } = (await staff.post(STAFF_API.articleGet, { id })).json.retMap
      records.push({
        name: `${article.doc.kind} ${id}`,
        path: STAFF_API.articleSave,
        body: { id, version: article.version, ...article.doc },
      })
    }
    expect(new Set(records.map((r) => r.name.split(' ')[0])).size).toBeGreaterThan(1)
    expect(await refusedSaves(records)).toEqual([])
  })

  it('menu entries', async () => {
    const { entries } = (await staff.post(STAFF_API.menuTree, {})).json.retMap
    expect(entries.length).toBeGreaterThan(0)
    const records = entries.map((e: any) => ({
      name: `menu ${e.id} ${e.path}`,
      path: STAFF_API.menuSave,
      body: { id: e.id, zh: e.zh, en: e.en, hidden: e.hidden, outLink: e.outLink, pictureId: e.pictureId },
    }))
    expect(await refusedSaves(records)).toEqual([])
  })

  it('conferences', async () => {
    const menuIds = (await t.deps.db.selectFrom('meeting').select('menu_id').execute()).map((r) => r.menu_id)
    expect(menuIds.length).toBeGreaterThan(0)
    const records = []
    for (const menuId of menuIds) {
      const { conference } = (await staff.post(STAFF_API.conferenceGet, { menuId })).json.retMap
      const body = Object.fromEntries(Object.keys(ConferenceSaveBody.properties).map((key) => [key, conference[key]]))
      records.push({ name: `conference ${conference.token}`, path: STAFF_API.conferenceSave, body: { ...body, menuId } })
    }
    expect(await refusedSaves(records)).toEqual([])
  })

  const kinds: RecordKind<any>[] = [teamKind, facilityKind, faqKind, quickLinkKind]
  for (const kind of kinds) {
    it(kind.entity, async () => {
      const list = await kind.list(t.deps.db)
      expect(list.length).toBeGreaterThan(0)
      for (const item of list) {
        const record = (await kind.read(t.deps.db, item.id))!
        await expect(kind.clean(t.deps.db, record.doc, { user: admin, id: item.id }), `${kind.entity} ${item.id}`).resolves.toBeDefined()
      }
    })
  }
})

describe('the demo media library', () => {
  it('gives every image alt text in both languages', async () => {
    const images = await t.deps.db.selectFrom('file').select(['name', 'alt_zh', 'alt_en']).where('kind', '=', 'image').execute()
    expect(images.length).toBeGreaterThan(0)
    expect(images.filter((f) => f.alt_zh.trim() === '' || f.alt_en.trim() === '').map((f) => f.name)).toEqual([])
  })
})

describe('the demo menu', () => {
  it('names no section as the section it sits in, in either language, so the console’s tree never reads “News / News”', async () => {
    const rows = await t.deps.db
      .selectFrom('menu as child')
      .innerJoin('menu as parent', 'parent.id', 'child.parent_id')
      .select(['child.name_zh', 'child.name_en', 'parent.name_zh as parent_zh', 'parent.name_en as parent_en'])
      .execute()
    expect(rows.length).toBeGreaterThan(0)
    const same = rows.filter((r) => r.name_zh === r.parent_zh || r.name_en === r.parent_en).map((r) => `${r.parent_en} / ${r.name_en}`)
    expect(same).toEqual([])
  })
})
