import { BannerSaveBody, ROLE, STAFF_API, SUPER_USER_TYPE, type StaffUser } from '@ibr/contract/staff'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { facilityKind } from '../../modules/records/kinds/facility-kind.js'
import { faqKind } from '../../modules/records/kinds/faq-kind.js'
import { quickLinkKind } from '../../modules/records/kinds/quick-link-kind.js'
import { teamKind } from '../../modules/records/kinds/team-kind.js'
import type { RecordKind } from '../../modules/records/record-kind.js'
import { addStaff } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
let admin: StaffUser
beforeAll(async () => {
  t = await createTestApp()
  const account = await addStaff(t, { roles: [ROLE.admin], userType: SUPER_USER_TYPE })
  admin = (await t.post(STAFF_API.login, { username: account.username, password: account.password })).json.retMap.user
})
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
