import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SANITIZE_INLINE_MAX, SANITIZE_QUEUE_MAX, sanitizationsWaiting } from '../../lib/sanitize-ahead.js'
import { addSection, editorialTeam } from '../../test/editorial-factory.js'
import { addPaperSection, uniqueMark } from '../../test/paper-factory.js'
import { expectFailure } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/* What a long body costs the server: it is sanitised off the event loop, behind a bounded queue. */

let t: TestApp
let section: number
let editor: StaffClient
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: String(2 * 1024 * 1024) })
  section = await addSection(t)
  ;({ editor } = await editorialTeam(t, section))
})
afterAll(async () => {
  await t.close()
})

/** A body of about `chars` characters, dense with markup: among the costliest to sanitise per character. */
const longBody = (chars: number) =>
  '<p>A word, <b>bold</b> and <i>slanted</i>, then <a href="https://example.org/">a link</a>.</p>'.repeat(chars / 96)

const saveNew = (title: string, body: string) =>
  editor.post(STAFF_API.articleSave, { kind: 'news', menuIds: [section], zh: { title, body }, en: { title, body }, lang: 'en' })

const draftsTitled = async (prefix: string) =>
  (await t.deps.db.selectFrom('article_draft').select('doc').execute()).filter((row) => row.doc.en.title.startsWith(prefix)).length

describe('saving a long body', () => {
  it('answers a public request while the body is sanitised, and stores the clean body', async () => {
    const body = `${longBody(190_000)}<script>alert(1)</script>`
    let saved = false
    const saving = saveNew('Long one', body).then((res) => {
      saved = true
      return res
    })
    await vi.waitFor(() => expect(sanitizationsWaiting()).toBeGreaterThan(0), { timeout: 10_000, interval: 1 })
    const read = await t.post('/api/menu/list', { type: 'top', lang: 'zh' })
    expect(read.status).toBe(200)
    // Answered with the sanitising still out: on the event loop it would have held the read until it ended.
    expect(sanitizationsWaiting()).toBeGreaterThan(0)
    expect(saved).toBe(false)
    const res = await saving
    expect(res.status).toBe(200)
    const item = await editor.post(STAFF_API.articleGet, { id: res.json.retMap.id })
    const stored: string = item.json.retMap.article.doc.en.body
    expect(stored.length).toBeGreaterThan(SANITIZE_INLINE_MAX)
    expect(stored).not.toContain('<script')
    expect(stored.endsWith('</p>')).toBe(true)
    expect(sanitizationsWaiting()).toBe(0)
  })

  it('refuses a long body whose cleaning would remove text a reader sees, naming the field, and writes nothing', async () => {
    const res = await editor.post(STAFF_API.articleSave, {
      kind: 'news',
      menuIds: [section],
      en: { title: 'Swallowed', body: `${longBody(40_000)}<script>x<p>AFTER the script</p>` },
      lang: 'en',
    })
    expectFailure(res, 400, 'badRequest', 'en', 'en.body')
    expect(res.json.msg).toContain('AFTER the script')
    expect(await draftsTitled('Swallowed')).toBe(0)
  })

  it('refuses saves past the queue at once, readable, and writes nothing for any refused one', async () => {
    const prefix = `Flood ${process.pid} `
    // Each save holds two places (its two languages): four times as many saves as places cannot all wait.
    const answers = await Promise.all(
      Array.from({ length: SANITIZE_QUEUE_MAX * 2 }, (_, i) => saveNew(`${prefix}${i}`, longBody(190_000 - i * 96))),
    )
    const busy = answers.filter((a) => a.status === 429)
    expect(busy.length).toBeGreaterThan(0)
    for (const res of busy) {
      expectFailure(res, 429, 'rateLimited', 'en')
      expect(res.headers['retry-after']).toBe('5')
    }
    const done = answers.filter((a) => a.status !== 429)
    for (const res of done) expect(res.status).toBe(200)
    expect(await draftsTitled(prefix)).toBe(done.length)
    expect(sanitizationsWaiting()).toBe(0)
  })

  it('takes a paper import with more long abstracts than the queue has places, one at a time', async () => {
    const papers = await addPaperSection(t)
    const importer = await staffSession(t, { roles: [ROLE.editor], sections: [papers] })
    const items = Array.from({ length: SANITIZE_QUEUE_MAX + 2 }, (_, i) => ({
      language: 'en' as const,
      title: `Long abstract ${uniqueMark()}`,
      authors: 'Jane Roe',
      journal: 'Neuron',
      year: 2024,
      body: `${longBody(20_000 + i * 96)}<script>alert(1)</script>`,
      researchArea: 'methods',
      teamIds: [],
    }))
    const res = await importer.post(STAFF_API.paperImport, { menuId: papers, items, lang: 'en' })
    expect(res.status).toBe(200)
    expect(res.json.retMap.created).toHaveLength(items.length)
    const last = await importer.post(STAFF_API.articleGet, { id: res.json.retMap.created.at(-1).id })
    expect(last.json.retMap.article.doc.en.body).not.toContain('<script')
  })
})
