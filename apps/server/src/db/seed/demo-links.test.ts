import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeExpiredRegistrations } from '../../modules/conference/index.js'
import { menuByPath } from '../../test/menu-lookup.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

const README = new URL('../../../../../README.md', import.meta.url)

let t: TestApp
beforeAll(async () => {
  // A fresh copy of the seeded demo on the embedded database, then the retention job as the first start runs it.
  t = await createTestApp()
  await purgeExpiredRegistrations(t.deps, t.app.log)
})
afterAll(async () => {
  await t.close()
})

/** Every site link the README gives (`/#/…`), so a link added there later is checked too. */
async function readmeLinks(): Promise<string[]> {
  const text = await readFile(README, 'utf8')
  return [...new Set([...text.matchAll(/\/#\/[A-Za-z0-9/_.-]+/g)].map((m) => m[0].replace(/[.]+$/, '')))]
}

describe('the demo after its first start', () => {
  it('answers every link the README gives', async () => {
    const links = await readmeLinks()
    expect(links.some((l) => l.startsWith('/#/registration/'))).toBe(true)
    for (const link of links) {
      const route = link.slice('/#'.length)
      const registration = /^\/registration\/([^/]+)\/([^/]+)$/.exec(route)
      if (registration) {
        const [, code, key] = registration
        const res = await t.post('/api/meeting/registration/get', { code, key, lang: 'en' })
        expect(res.status, link).toBe(200)
        expect(res.json.retMap.registration.confirmCode, link).toBe(code)
      } else if (route === '/home') {
        const res = await t.post('/api/menu/list', { type: 'top' })
        expect(res.json.retMap.menuList.length, link).toBeGreaterThan(0)
      } else {
        // Any other link is a page of the menu; an unknown kind of link fails here until it is covered.
        expect((await menuByPath(t, route)).path, link).toBe(route)
      }
    }
  })

  it('has one conference open for registration and one past, each with its registrations kept', async () => {
    const now = new Date()
    const today = now.toISOString().slice(0, 10)
    const iso = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d))
    const meetings = await t.deps.db
      .selectFrom('meeting')
      .select(['id', 'token', 'start_date', 'end_date', 'registration_open', 'reg_deadline'])
      .execute()
    const registrations = async (id: number) =>
      (await t.deps.db.selectFrom('registration').select('id').where('meeting_id', '=', id).execute()).length
    const open = meetings.filter((m) => m.registration_open && m.reg_deadline !== null && m.reg_deadline > now && iso(m.start_date) > today)
    expect(open).toHaveLength(1)
    expect(new Date(open[0]!.reg_deadline!).getTime()).toBeLessThan(new Date(iso(open[0]!.start_date)).getTime())
    expect(await registrations(open[0]!.id)).toBeGreaterThan(0)
    const retentionStart = new Date(now.getTime() - t.deps.config.registrationRetentionDays * 24 * 3600_000).toISOString().slice(0, 10)
    const past = meetings.filter((m) => iso(m.end_date) < today && iso(m.end_date) > retentionStart)
    expect(past).toHaveLength(1)
    expect(await registrations(past[0]!.id)).toBeGreaterThan(0)
  })

  it('names each conference after the year it starts in: its page, its menu entry, its review and the banner to it', async () => {
    const meetings = await t.deps.db.selectFrom('meeting').select(['menu_id', 'start_date', 'title_zh', 'title_en']).execute()
    expect(meetings.length).toBeGreaterThan(0)
    for (const m of meetings) {
      const year = (
        (m.start_date as unknown) instanceof Date ? (m.start_date as unknown as Date).toISOString() : String(m.start_date)
      ).slice(0, 4)
      expect(m.title_zh).toBe(`${year}脑科学大会`)
      expect(m.title_en).toBe(`${year} Brain Science Conference`)
      const menu = await t.deps.db.selectFrom('menu').select(['name_zh', 'name_en']).where('id', '=', m.menu_id).executeTakeFirstOrThrow()
      expect(menu).toEqual({ name_zh: m.title_zh, name_en: m.title_en })
    }
    // No demo text names a conference by a year other than its own.
    const years = new Set(meetings.map((m) => m.title_en.slice(0, 4)))
    const texts = [
      ...(await t.deps.db.selectFrom('image').select(['title_zh as zh', 'title_en as en']).execute()),
      ...(await t.deps.db.selectFrom('article').select(['title_zh as zh', 'title_en as en']).execute()),
      ...(await t.deps.db.selectFrom('menu').select(['name_zh as zh', 'name_en as en']).execute()),
    ]
    const named = texts
      .flatMap((x) => [x.zh, x.en])
      .flatMap((text) => [...(text ?? '').matchAll(/(\d{4}) ?(?:脑科学大会|Brain Science Conference)/g)].map((r) => r[1]!))
    expect(named.length).toBeGreaterThan(meetings.length)
    expect(named.filter((y) => !years.has(y))).toEqual([])
  })
})
