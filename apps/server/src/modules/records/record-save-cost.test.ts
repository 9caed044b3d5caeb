import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sanitizationsWaiting } from '../../lib/sanitize-ahead.js'
import { expectFailure } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { teamDoc } from '../../test/team-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/* A record's long rich text (a team's biography) is sanitised off the event loop, as an article's body is. */

let t: TestApp
let admin: StaffClient
beforeAll(async () => {
  t = await createTestApp()
  admin = await staffSession(t, { roles: [ROLE.admin] })
})
afterAll(async () => {
  await t.close()
})

/** About `chars` characters of paragraphs with marks and links. */
const longText = (chars: number) =>
  '<p>A word, <b>bold</b> and <i>slanted</i>, then <a href="https://example.org/">a link</a>.</p>'.repeat(chars / 96)

const drafts = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('record_draft')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe("a team's long biography", () => {
  it('is sanitised while a public request is answered, and stored clean', async () => {
    const doc = teamDoc({ zh: '长简介组', en: 'Long biography team' })
    doc.en.bio = `${longText(99_000)}<script>alert(1)</script>`
    doc.zh.interests = longText(60_000)
    let saved = false
    const saving = admin.post(STAFF_API.teamSave, { doc }).then((res) => {
      saved = true
      return res
    })
    await vi.waitFor(() => expect(sanitizationsWaiting()).toBeGreaterThan(0), { timeout: 10_000, interval: 1 })
    expect((await t.post('/api/menu/list', { type: 'top', lang: 'zh' })).status).toBe(200)
    // Answered with the sanitising still out: on the event loop it would have held the read until it ended.
    expect(saved).toBe(false)
    const res = await saving
    expect(res.status).toBe(200)
    const got = await admin.post(STAFF_API.teamGet, { id: res.json.retMap.id })
    expect(got.json.retMap.doc.en.bio).not.toContain('<script')
    expect(got.json.retMap.doc.en.bio.length).toBeGreaterThan(90_000)
  })

  it('is refused naming its field when the cleaning would remove text a reader sees, and nothing is written', async () => {
    const before = await drafts()
    const doc = teamDoc({ zh: '吞字组', en: 'Swallowing team' })
    doc.en.bio = `${longText(40_000)}<script>x<p>AFTER the script</p>`
    const res = await admin.post(STAFF_API.teamSave, { doc, lang: 'en' })
    expectFailure(res, 400, 'badRequest', 'en', 'doc.en.bio')
    expect(res.json.msg).toContain('AFTER the script')
    expect(await drafts()).toBe(before)
  })
})
