import { API } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitize } from '../lib/sanitize.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { XSS_CORPUS } from '../test/xss-corpus.js'
import { insertArticles, insertIds } from './seed/insert.js'
import { bi, cols, htmlCols, same } from './seed/text.js'

/** The tags the site's bodies may hold (lib/sanitize.ts), written out again so the test does not trust the code it checks. */
const ALLOWED_TAGS = new Set(
  'p br h2 h3 h4 strong b em i u s sub sup blockquote ul ol li a img video figure figcaption table thead tbody tr th td hr span code pre'.split(
    ' ',
  ),
)
const TAG = /<(\/?)([a-zA-Z][\w:-]*)([^>]*)>/g

/** Fails unless `html` is inert: only allowed tags, no handlers, no script URLs, images and videos only from our file routes. */
function expectInert(html: string, where: string) {
  expect(html, where).not.toMatch(/<script/i)
  expect(html, where).not.toMatch(/javascript:|vbscript:/i)
  for (const [, , name, attributes] of html.matchAll(TAG)) {
    expect(ALLOWED_TAGS.has(name!.toLowerCase()), `${where}: <${name}>`).toBe(true)
    expect(attributes, `${where}: <${name}${attributes}>`).not.toMatch(/(?:^|\s)on[a-z]+\s*=/i)
    expect(attributes, `${where}: <${name}${attributes}>`).not.toMatch(/style\s*=|data:/i)
    const src = /\ssrc="([^"]*)"/.exec(attributes!)?.[1]
    const media =
      name!.toLowerCase() === 'video' ? /^\/file\/common\/download\/[A-Za-z0-9_-]{22}\?inline=1$/ : /^\/file\/image\/[A-Za-z0-9_-]{22}$/
    if (src !== undefined) expect(src, where).toMatch(media)
    const poster = /\sposter="([^"]*)"/.exec(attributes!)?.[1]
    if (poster !== undefined) expect(poster, where).toMatch(/^\/file\/image\/[A-Za-z0-9_-]{22}$/)
    if (name!.toLowerCase() === 'video') expect(attributes, where).not.toMatch(/autoplay/i)
  }
  // What is left once the tags are gone is text: any bracket in it is escaped.
  expect(html.replace(TAG, ''), where).not.toMatch(/[<>]/)
}

const hourAgo = () => new Date(Date.now() - 3600_000)
const EVERYTHING = same(XSS_CORPUS.join('\n'))
let t: TestApp
const ids = { articles: [] as number[], faqs: [] as number[], teams: [] as number[], facilities: [] as number[], menu: 0, conference: 0 }

// Every write happens before the first request, so no cache (menu tree, public answers) holds the demo's text.
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '10000' })
  const { db } = t.deps
  const section = await db
    .selectFrom('article_menu')
    .innerJoin('article', 'article.id', 'article_menu.article_id')
    .select('article_menu.menu_id')
    .where('article.kind', '=', 'news')
    .executeTakeFirstOrThrow()
  ids.menu = section.menu_id
  ids.articles = await insertArticles(
    db,
    XSS_CORPUS.map((html, i) => ({
      kind: 'news',
      ...cols('title', bi(`XSS ${i}`, `XSS ${i}`)),
      body_zh: html,
      body_en: html,
      publish_at: hourAgo(),
      menus: [ids.menu],
    })),
  )
  ids.faqs = await insertIds(
    db,
    'faq',
    XSS_CORPUS.map((html, i) => ({ ...cols('question', same(`XSS ${i}`)), ...htmlCols('answer', same(html)), sort: 10_000 + i })),
  )
  ids.teams = await insertIds(
    db,
    'team',
    XSS_CORPUS.map((html, i) => ({
      kind: 'team' as const,
      ...cols('name', same(`XSS ${i}`)),
      ...htmlCols('bio', same(html)),
      ...htmlCols('interests', same(html)),
    })),
  )
  ids.facilities = await insertIds(
    db,
    'facility',
    XSS_CORPUS.map((html, i) => ({ ...cols('name', same(`XSS ${i}`)), ...htmlCols('intro', same(html)) })),
  )
  await db.updateTable('menu').set(htmlCols('intro', EVERYTHING)).where('id', '=', ids.menu).execute()
  const conference = await db
    .updateTable('meeting')
    .set({
      ...htmlCols('summary', EVERYTHING),
      ...htmlCols('traffic', EVERYTHING),
      ...htmlCols('fee', EVERYTHING),
      ...htmlCols('notice', EVERYTHING),
    })
    .where('token', '=', 'meeting2024')
    .returning('menu_id')
    .executeTakeFirstOrThrow()
  ids.conference = conference.menu_id
})
afterAll(async () => {
  await t.close()
})

async function retMap(path: string, body: Record<string, unknown>) {
  const res = await t.post(path, body)
  expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(200)
  return res.json.retMap
}

describe('an XSS corpus written through the seed and read through the public API', () => {
  it('has enough payloads to mean something', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(20)
  })

  it.each(['zh', 'en'])('comes back inert in %s: article bodies, FAQ answers, team and facility texts', async (lang) => {
    for (const [i, id] of ids.articles.entries()) {
      expectInert((await retMap(API.articleDetail, { id, lang })).article.body, `article ${i}`)
    }
    const faqs = (await retMap(API.faqList, { lang })).faqList as { id: number; answer: string }[]
    for (const [i, id] of ids.faqs.entries()) expectInert(faqs.find((q) => q.id === id)!.answer, `faq ${i}`)
    for (const [i, id] of ids.teams.entries()) {
      const { team } = await retMap(API.researchDetail, { id, type: 'team', lang })
      expectInert(team.bio, `team bio ${i}`)
      expectInert(team.interests, `team interests ${i}`)
    }
    for (const [i, id] of ids.facilities.entries()) {
      expectInert((await retMap(API.researchDetail, { id, type: 'facility', lang })).facility.intro, `facility ${i}`)
    }
  })

  it.each(['zh', 'en'])('comes back inert in %s: section intro and the conference texts', async (lang) => {
    expectInert((await retMap(API.menu, { id: ids.menu, lang })).menu.intro, 'menu intro')
    const summary = await retMap(API.meetingSummary, { menuId: ids.conference, lang })
    expectInert(summary.meeting.summary, 'conference summary')
    const { sign } = await retMap(API.meetingSign, { menuId: ids.conference, lang })
    expectInert(sign.fee, 'conference fee')
    expectInert(sign.notice, 'conference notice')
    expectInert((await retMap(API.meetingImageAddress, { menuId: ids.conference, lang })).traffic, 'conference traffic')
  })

  it('keeps what is harmless: text, our own images and videos and plain links', () => {
    const kept = sanitize(XSS_CORPUS.join('\n'))
    for (const word of ['plain one', 'mixed case link', 'good link with a handler', 'unclosed', 'own video with a handler'])
      expect(kept).toContain(word)
    expect(kept).toContain('<img src="/file/image/AAAAAAAAAAAAAAAAAAAAAA" alt="own" />')
    expect(kept).toContain('<video src="/file/common/download/AAAAAAAAAAAAAAAAAAAAAA?inline=1" controls></video>own video with a handler')
    expect(kept).toContain('<video src="/file/common/download/AAAAAAAAAAAAAAAAAAAAAA?inline=1" controls></video>foreign poster')
    expect(kept).not.toContain('more in its address</video')
    expect(kept).toContain('video with more in its address')
    expect(kept).toContain('<a href="https://example.org/" target="_blank" rel="noopener noreferrer">good link with a handler</a>')
  })
})

describe('an XSS corpus sent through the public forms', () => {
  /** One line of a payload, as a single-line field takes it. */
  const line = (html: string, max: number) => html.replace(/\s+/g, ' ').slice(0, max).trim()

  it('is stored as the text typed, neither markup nor escaped, and never echoed back', async () => {
    const { db } = t.deps
    for (const [i, html] of XSS_CORPUS.entries()) {
      const feedback = await retMap(API.feedbackSubmit, { kind: 'feedback', name: line(html, 50), content: html })
      expect(feedback).toEqual({ ticket: expect.stringMatching(/^S-\d{8}-[A-Z2-9]{4}$/), key: expect.any(String) })
      const storedFeedback = await db.selectFrom('feedback').selectAll().where('ticket', '=', feedback.ticket).executeTakeFirstOrThrow()
      expect(storedFeedback, `feedback ${i}`).toMatchObject({ name: line(html, 50), content: html.trim() })

      const fault = await retMap(API.faultSubmit, {
        reporter: line(html, 50),
        contact: 'it@example.org',
        place: line(html, 100),
        category: 'network',
        description: html,
      })
      expect(fault).toEqual({ ticket: expect.stringMatching(/^F-\d{8}-[A-Z2-9]{4}$/), key: expect.any(String) })
      const storedFault = await db.selectFrom('fault_report').selectAll().where('ticket', '=', fault.ticket).executeTakeFirstOrThrow()
      expect(storedFault, `fault ${i}`).toMatchObject({ reporter: line(html, 50), place: line(html, 100), description: html.trim() })
    }
  })

  it('keeps registration values as the text typed', async () => {
    const { sign } = await retMap(API.meetingSign, { menuId: ids.conference })
    const form = sign.fields as { name: string; type: string; maxLength: number; options: { value: string }[] }[]
    for (const [i, html] of XSS_CORPUS.entries()) {
      const fields: Record<string, string> = {}
      for (const f of form) {
        if (f.type === 'email') fields[f.name] = `xss${i}.${Date.now()}@example.org`
        else if (f.type === 'tel') fields[f.name] = '+86 10 1234 5678'
        else if (f.type === 'select') fields[f.name] = f.options[0]!.value
        else if (f.type === 'textarea') fields[f.name] = html
        else if (f.type === 'text') fields[f.name] = line(html, f.maxLength)
        else if (f.type === 'consent') fields[f.name] = 'yes'
      }
      const answer = await retMap(API.meetingRegister, { menuId: ids.conference, fields })
      expect(Object.keys(answer).sort()).toEqual(['confirmCode', 'email', 'fee', 'key', 'state'])
      const stored = await db()
        .selectFrom('registration')
        .select('fields')
        .where('confirm_code', '=', answer.confirmCode)
        .executeTakeFirstOrThrow()
      // Fields left out are stored empty (a list for a multiple choice); what was typed is kept as typed.
      expect(stored.fields, `registration ${i}`).toMatchObject(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])))
    }
  })
})

const db = () => t.deps.db

describe('the rich-text columns', () => {
  it('take only sanitised HTML: a plain string does not compile', () => {
    // Never run: the type check of the tests is the assertion (a write that compiled would fail it).
    const writes = () => [
      // @ts-expect-error a rich-text column refuses a string that did not go through sanitize()
      db().insertInto('faq').values({ question_zh: 'q', answer_zh: '<p>a</p>' }),
      // @ts-expect-error the same on update
      db().updateTable('menu').set({ intro_en: '<p>a</p>' }),
      db()
        .insertInto('faq')
        .values({ question_zh: 'q', answer_zh: sanitize('<p>a</p>') }),
    ]
    expect(typeof writes).toBe('function')
  })
})
