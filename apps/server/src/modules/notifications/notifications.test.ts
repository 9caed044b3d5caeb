/**
 * Notifications through the SMTP fake: who is told of an article's review and decisions, in which
 * language, with which link and unsubscribe headers; the one-click unsubscribe without a session;
 * the digest at its hour of a site zone other than Beijing's; the rights and own-action rules.
 */
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSection, writeDraft } from '../../test/editorial-factory.js'
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js'
import { emailOf, staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { header, PUBLIC_URL, receivedBy, runJobs } from './notification-fixtures.js'

let t: TestApp
let sink: SmtpSink
let section: number
let editor: StaffClient
let reviewer: StaffClient
let otherReviewer: StaffClient
let serial = 0

const address = () => `person${process.pid}x${++serial}@staff.example.org`

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL, SITE_TIMEZONE: 'America/New_York' })
  section = await addSection(t)
  const elsewhere = await addSection(t)
  editor = await staffSession(t, { roles: [ROLE.editor], sections: [section], email: address() })
  reviewer = await staffSession(t, { roles: [ROLE.reviewer], sections: [section], email: address() })
  otherReviewer = await staffSession(t, { roles: [ROLE.reviewer], sections: [elsewhere], email: address() })
  // The editor uses the console in English; the reviewer keeps Chinese, the default.
  expect((await editor.post(STAFF_API.accountLanguage, { language: 'en' })).status).toBe(200)
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
})

const mailTo = (to: string) => receivedBy(sink, to)
const unsubscribeUrl = (mail: ParsedMail) => new URL(/<([^>]+)>/.exec(header(mail, 'list-unsubscribe') ?? '')![1]!)
const prefs = async (client: StaffClient) => {
  const res = await client.post(STAFF_API.accountNotifications)
  expect(res.status).toBe(200)
  return res.json.retMap as { digestHour: number; kinds: { kind: string; mode: string }[] }
}
const modeOf = async (client: StaffClient, kind: string) => (await prefs(client)).kinds.find((k) => k.kind === kind)?.mode

describe('an article sent for review', () => {
  let id: number
  let version: number

  it('is mailed at once to the reviewers of its section, in their language, linking to it, with a one-click unsubscribe', async () => {
    const draft = await writeDraft(editor, section, { zh: { title: '海马体新发现' }, en: { title: 'Hippocampus finding' } })
    const submitted = await editor.post(STAFF_API.articleSubmit, { id: draft.id, version: draft.version })
    expect(submitted.status).toBe(200)
    ;({ id, version } = submitted.json.retMap)
    await runJobs(t)

    const [mail, ...more] = mailTo(await emailOf(t, reviewer))
    expect(more).toEqual([])
    expect(mail!.subject).toBe('待审核：海马体新发现')
    expect(mail!.headers.get('content-language')).toBe('zh-CN')
    expect(mail!.text).toContain(`${PUBLIC_URL}/console/articles/${id}`)
    expect(header(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const url = unsubscribeUrl(mail!)
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/api/notifications/unsubscribe`)
    expect(url.searchParams.get('token')).not.toContain(String(reviewer.user.id) + '.reviewDecided')
  })

  it('is not mailed to a reviewer of another section, nor to the editor who sent it', async () => {
    expect(mailTo(await emailOf(t, otherReviewer))).toEqual([])
    expect(mailTo(await emailOf(t, editor))).toEqual([])
  })

  it('sent back with a comment: the editor is told in English, with the comment; the reviewer is not told of their own step', async () => {
    const before = mailTo(await emailOf(t, reviewer)).length
    const rejected = await reviewer.post(STAFF_API.articleReject, { id, version, comment: 'Please cite the paper.' })
    expect(rejected.status).toBe(200)
    version = rejected.json.retMap.version
    await runJobs(t)
    const [mail] = mailTo(await emailOf(t, editor))
    expect(mail!.subject).toBe('Sent back for changes: Hippocampus finding')
    expect(mail!.headers.get('content-language')).toBe('en')
    expect(mail!.text).toContain('Note: Please cite the paper.')
    expect(mail!.text).toContain(`${PUBLIC_URL}/console/articles/${id}`)
    expect(mailTo(await emailOf(t, reviewer)).length).toBe(before)
  })
})

describe('the one-click unsubscribe', () => {
  it('GET shows the question and changes nothing; POST without a session turns only that kind off', async () => {
    const [mail] = mailTo(await emailOf(t, reviewer))
    const url = unsubscribeUrl(mail!)
    const before = await prefs(reviewer)
    expect(before.kinds.find((k) => k.kind === 'reviewRequested')?.mode).toBe('immediate')

    const page = await t.inject({ method: 'GET', url: url.pathname + url.search })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('待我审核')
    expect(page.body).toContain('Waiting for my review')
    expect(page.body).toContain('<form method="post"')
    expect(await prefs(reviewer)).toEqual(before)

    const posted = await t.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(posted.statusCode).toBe(200)
    const after = await prefs(reviewer)
    expect(after.kinds).toEqual(before.kinds.map((k) => (k.kind === 'reviewRequested' ? { ...k, mode: 'never' } : k)))
    expect(after.digestHour).toBe(before.digestHour)
  })

  it('refuses a token that is not genuine and changes nothing', async () => {
    const [mail] = mailTo(await emailOf(t, reviewer))
    const url = unsubscribeUrl(mail!)
    const token = url.searchParams.get('token')!
    const before = await prefs(editor)
    // The reviewer's signature does not make the editor's token, nor another kind's.
    const forged = [
      token.replace(/^\d+/, String(editor.user.id)),
      token.replace('reviewRequested', 'reviewDecided'),
      String(editor.user.id),
      '',
    ]
    for (const bad of forged) {
      const res = await t.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
      expect(res.statusCode).toBe(400)
    }
    expect(await prefs(editor)).toEqual(before)
    expect(await modeOf(reviewer, 'reviewDecided')).toBe('immediate')
    const page = await t.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(forged[0]!)}` })
    expect(page.statusCode).toBe(400)
    expect(page.body).not.toContain('<form')
  })
})

describe('the daily digest', () => {
  it('sends what waits at the person’s hour of the site’s zone, once; an empty digest is not sent', async () => {
    // 07:00 in New York: 12:00 UTC in December (EST, UTC-5).
    const saved = await editor.post(STAFF_API.accountNotificationsSave, {
      digestHour: 7,
      kinds: [{ kind: 'reviewDecided', mode: 'digest' }],
    })
    expect(saved.status).toBe(200)
    const idle = await staffSession(t, { roles: [ROLE.editor], sections: [section], email: address() })
    expect((await idle.post(STAFF_API.accountNotificationsSave, { digestHour: 7, kinds: [] })).status).toBe(200)

    const item = await writeDraft(editor, section, { zh: { title: '摘要里的新闻' }, en: { title: 'News for the digest' } })
    const submitted = await editor.post(STAFF_API.articleSubmit, { id: item.id, version: item.version })
    const approved = await reviewer.post(STAFF_API.articleApprove, { id: item.id, version: submitted.json.retMap.version })
    expect(approved.status).toBe(200)
    await runJobs(t)
    const editorAddress = await emailOf(t, editor)
    const before = mailTo(editorAddress).length

    const notices = t.app.services.notices
    expect(await notices.digest(new Date('2026-12-08T11:59:00Z'))).toBe(0)
    await runJobs(t)
    expect(mailTo(editorAddress).length).toBe(before)

    expect(await notices.digest(new Date('2026-12-08T12:05:00Z'))).toBe(1)
    expect(await notices.digest(new Date('2026-12-08T12:40:00Z'))).toBe(0)
    await runJobs(t)
    const digests = mailTo(editorAddress).slice(before)
    expect(digests.map((m) => m.subject)).toEqual(['Your daily digest: 1 notification'])
    expect(digests[0]!.text).toContain('## Review decisions')
    expect(digests[0]!.text).toContain('Approved: News for the digest')
    expect(digests[0]!.text).toContain(`${PUBLIC_URL}/console/articles/${item.id}`)
    expect(header(digests[0]!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(mailTo(await emailOf(t, idle))).toEqual([])

    // The digest's own unsubscribe turns off what came in the digest, and nothing else.
    const kept = [{ kind: 'scheduleRan', mode: 'immediate' }]
    expect((await editor.post(STAFF_API.accountNotificationsSave, { digestHour: 7, kinds: kept })).status).toBe(200)
    const chosen = await prefs(editor)
    expect(chosen.kinds).toContainEqual(kept[0])
    const url = unsubscribeUrl(digests[0]!)
    const res = await t.inject({
      method: 'POST',
      url: url.pathname + url.search,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.statusCode).toBe(200)
    const after = await prefs(editor)
    expect(after.kinds).toEqual(chosen.kinds.map((k) => (k.mode === 'digest' ? { ...k, mode: 'never' } : k)))
    expect(after.kinds).toContainEqual(kept[0])
    expect(after.digestHour).toBe(7)
  })
})

describe('one’s preferences', () => {
  it('lists only the kinds one’s roles receive, with the role’s defaults', async () => {
    const fresh = await staffSession(t, { roles: [ROLE.reviewer], sections: [section], email: address() })
    const { kinds, digestHour } = await prefs(fresh)
    expect(digestHour).toBe(8)
    expect(kinds).toEqual([
      { kind: 'reviewRequested', mode: 'immediate' },
      { kind: 'reviewDecided', mode: 'immediate' },
      { kind: 'scheduleRan', mode: 'digest' },
      { kind: 'brokenLinks', mode: 'digest' },
    ])
    const admin = await staffSession(t, { roles: [ROLE.admin], email: address() })
    const adminKinds = (await prefs(admin)).kinds
    expect(adminKinds.find((k) => k.kind === 'backupFailed')?.mode).toBe('immediate')
    expect(adminKinds.find((k) => k.kind === 'accessRequest')?.mode).toBe('immediate')
    expect(adminKinds.find((k) => k.kind === 'registration')?.mode).toBe('digest')
  })

  it('refuses a kind one cannot receive, a wrong hour or mode, and malformed JSON, writing nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('notification_preference')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const bad = [
      { digestHour: 8, kinds: [{ kind: 'backupFailed', mode: 'never' }] },
      { digestHour: 24, kinds: [] },
      { digestHour: '8', kinds: [] },
      { digestHour: 8, kinds: [{ kind: 'reviewRequested', mode: 'sometimes' }] },
      { digestHour: 8, kinds: [{ kind: 'nothing', mode: 'never' }] },
    ]
    for (const body of bad) {
      const res = await editor.post(STAFF_API.accountNotificationsSave, body)
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('badRequest')
    }
    const notYours = await editor.post(STAFF_API.accountNotificationsSave, { ...bad[0], lang: 'en' })
    expect(notYours.json).toMatchObject({
      field: 'kinds.0.kind',
      msg: 'Your roles do not receive this kind of notification: Failed backups',
    })
    const malformed = await editor.post(STAFF_API.accountNotificationsSave, '{"digestHour":')
    expect(malformed.status).toBe(400)
    expect(await count()).toBe(before)
  })

  it('takes the console language one uses, and refuses another value', async () => {
    const someone = await staffSession(t, { roles: [ROLE.editor], sections: [section], email: address() })
    const lang = async () =>
      (await t.deps.db.selectFrom('staff_user').select('lang').where('id', '=', someone.user.id).executeTakeFirstOrThrow()).lang
    expect(await lang()).toBe('zh')
    expect((await someone.post(STAFF_API.accountLanguage, { language: 'en' })).status).toBe(200)
    expect(await lang()).toBe('en')
    for (const language of ['fr', 1, null]) expect((await someone.post(STAFF_API.accountLanguage, { language })).status).toBe(400)
    expect(await lang()).toBe('en')
  })

  it('needs a session', async () => {
    expect((await t.post(STAFF_API.accountNotifications)).status).toBe(401)
    expect((await t.post(STAFF_API.accountNotificationsSave, { digestHour: 8, kinds: [] })).status).toBe(401)
  })
})
