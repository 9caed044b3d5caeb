/**
 * The staff calls on the link checker's results: the broken links listed to administrators and to each
 * editor for their sections only, one checked again or ignored, a check of everything queued, and bad
 * requests refused without a write. The checks themselves are in links.test.ts.
 */
import { LinkListRet, LinkRowRet, ROLE, STAFF_API, type LinkRow } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linksWorld, type LinksWorld } from '../../test/links-setup.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import type { TestApp } from '../../test/test-app.js'
import type { LinksService } from './links-service.js'

let world: LinksWorld | undefined
let t: TestApp
let base: string
let admin: StaffClient
let editorA: StaffClient
let editorB: StaffClient
let sectionA: number
let sectionB: number
let itemA: number
let checker: LinksService
let announced: LinksWorld['announced']

const linkRows = () => t.deps.db.selectFrom('link_check').selectAll().execute()

beforeAll(async () => {
  world = await linksWorld()
  ;({ t, base, admin, editorA, editorB, sectionA, sectionB, itemA, checker, announced } = world)
})

afterAll(async () => {
  await world?.close()
})

const rowOf = (list: LinkRow[], target: string) => list.find((l) => l.target === target)

describe('links/list', () => {
  it('lists every broken link to an administrator, with its item, section, text and problem', async () => {
    const res = await admin.post(STAFF_API.linksList, { page: 1, pageSize: 100, lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(LinkListRet, res.json.retMap)
    const list: LinkRow[] = res.json.retMap.list
    expect(list.every((l) => l.status === 'broken')).toBe(true)
    const missing = rowOf(list, `${base}/missing`)!
    expect(missing).toMatchObject({
      itemKind: 'article',
      itemId: itemA,
      text: '失效页面',
      problem: 'http404',
      httpStatus: 404,
      sections: [{ id: sectionA, name: expect.stringMatching(/^Test section/) }],
    })
    expect(rowOf(list, `${base}/gone-too`)).toBeDefined()
    expect(res.json.retMap.lastRunAt).toMatch(/^\d{4}-/)
  })

  it('shows an editor only the broken links of their sections, and filters by section', async () => {
    const a = await editorA.post(STAFF_API.linksList, { page: 1, pageSize: 100 })
    expect(a.status).toBe(200)
    expect(a.json.retMap.list.map((l: LinkRow) => l.itemId).every((id: number) => id === itemA)).toBe(true)
    expect(a.json.retMap.total).toBe(3)
    const b = await editorB.post(STAFF_API.linksList, { page: 1, pageSize: 100 })
    expect(b.json.retMap.list.map((l: LinkRow) => l.target)).toEqual([`${base}/gone-too`])
    const filtered = await admin.post(STAFF_API.linksList, { menuId: sectionB })
    expect(filtered.json.retMap.list.map((l: LinkRow) => l.target)).toEqual([`${base}/gone-too`])
    // Another section's filter is refused to an editor who is not granted it.
    expectFailure(await editorA.post(STAFF_API.linksList, { menuId: sectionB, lang: 'en' }), 403, 'noPermission', 'en')
  })

  it('lists to a reviewer only links they may act on', async () => {
    const reviewer = await staffSession(t, { roles: [ROLE.reviewer], sections: [sectionB] })
    const listed = await reviewer.post(STAFF_API.linksList, { page: 1, pageSize: 100 })
    expect(listed.status).toBe(200)
    expect(listed.json.retMap.list.map((l: LinkRow) => l.target)).toEqual([`${base}/gone-too`])
    for (const link of listed.json.retMap.list as LinkRow[]) {
      expect((await reviewer.post(STAFF_API.linksRecheck, { id: link.id })).status).toBe(200)
      expect((await reviewer.post(STAFF_API.linksIgnore, { id: link.id, ignored: false })).status).toBe(200)
    }
  })

  it('pages the list', async () => {
    const first = await editorA.post(STAFF_API.linksList, { page: 1, pageSize: 2 })
    const second = await editorA.post(STAFF_API.linksList, { page: 2, pageSize: 2 })
    expect(first.json.retMap.list).toHaveLength(2)
    expect(second.json.retMap.list).toHaveLength(1)
    expect(new Set([...first.json.retMap.list, ...second.json.retMap.list].map((l: LinkRow) => l.id)).size).toBe(3)
  })

  it('refuses a malformed body', async () => {
    expectFailure(await admin.post(STAFF_API.linksList, { page: 'first', lang: 'en' }), 400, 'badRequest', 'en')
    expectFailure(await admin.post(STAFF_API.linksList, { pageSize: 100000 }), 400, 'badRequest')
    expectFailure(await admin.post(STAFF_API.linksList, '{"page":'), 400, 'badRequest')
  })
})

describe('links/recheck and links/ignore', () => {
  it('checks one link again now and answers what it found', async () => {
    const flaky = (await linkRows()).find((r) => r.target === `${base}/flaky`)!
    expect(flaky).toMatchObject({ status: 'broken', problem: 'http', http_status: 503 })
    world!.site.healthy = true
    const res = await editorA.post(STAFF_API.linksRecheck, { id: flaky.id, lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(LinkRowRet, res.json.retMap)
    expect(res.json.retMap.link).toMatchObject({ status: 'ok', problem: null, firstBrokenAt: null })
  })

  it('marks a link ignored, so it leaves the list, and heeded again', async () => {
    const missing = (await linkRows()).find((r) => r.target === `${base}/missing`)!
    const res = await editorA.post(STAFF_API.linksIgnore, { id: missing.id, ignored: true })
    expect(res.status).toBe(200)
    expect(res.json.retMap.link).toMatchObject({ id: missing.id, status: 'ignored' })
    const list = await editorA.post(STAFF_API.linksList, {})
    expect(rowOf(list.json.retMap.list, `${base}/missing`)).toBeUndefined()
    const ignored = await editorA.post(STAFF_API.linksList, { ignored: true })
    expect(rowOf(ignored.json.retMap.list, `${base}/missing`)).toBeDefined()
    // An ignored link is not checked again by the next run, and raises no notice.
    const before = (await linkRows()).find((r) => r.id === missing.id)!.last_checked_at
    announced.length = 0
    await checker.checkAll()
    expect((await linkRows()).find((r) => r.id === missing.id)!.last_checked_at).toEqual(before)
    expect(announced).toContainEqual({ id: sectionA, count: 1 })
    const back = await editorA.post(STAFF_API.linksIgnore, { id: missing.id, ignored: false })
    expect(back.json.retMap.link.status).toBe('broken')
  })

  it('answers notFound for a link that does not exist or lies outside the editor’s sections, changing nothing', async () => {
    const other = (await linkRows()).find((r) => r.target === `${base}/gone-too`)!
    const before = await linkRows()
    expectFailure(await editorA.post(STAFF_API.linksIgnore, { id: other.id, ignored: true, lang: 'en' }), 404, 'notFound', 'en')
    expectFailure(await editorA.post(STAFF_API.linksRecheck, { id: other.id }), 404, 'notFound')
    expectFailure(await admin.post(STAFF_API.linksRecheck, { id: 2147483000 }), 404, 'notFound')
    expectFailure(await admin.post(STAFF_API.linksIgnore, { id: other.id, ignored: 'yes' }), 400, 'badRequest')
    expectFailure(await admin.post(STAFF_API.linksIgnore, { id: 'x', ignored: true }), 400, 'badRequest')
    expect(await linkRows()).toEqual(before)
  })
})

describe('links/check', () => {
  it('queues a check of everything for an administrator and answers at once; an editor may not', async () => {
    const res = await admin.post(STAFF_API.linksCheck, {})
    expect(res.status).toBe(200)
    expect(res.json.retMap).toEqual({ queued: true })
    expect((await admin.post(STAFF_API.linksCheck, {})).json.retMap).toEqual({ queued: false })
    expectFailure(await editorA.post(STAFF_API.linksCheck, { lang: 'en' }), 403, 'noPermission', 'en')
    await t.deps.db.deleteFrom('job').where('name', '=', 'links.check-all').execute()
  })
})

describe('who may call', () => {
  let nobody: StaffClient
  beforeAll(async () => {
    nobody = await staffSession(t, { roles: [] })
  })
  it('needs a session, and content rights for the list', async () => {
    expectFailure(await t.post(STAFF_API.linksList, {}), 401, 'loginExpired')
    expectFailure(await nobody.post(STAFF_API.linksList, {}), 403, 'noPermission')
  })
})
