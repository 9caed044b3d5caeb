// PostgreSQL pass: scheduled publishing runs against the database's clock, once across instances.
/**
 * What staff are told of scheduled publishing, through the SMTP fake: a waiting version going online
 * is told to the people who changed it and its approver, not to every writer of its sections; one
 * item that fails keeps neither the others nor the caches and link checks of those published back.
 */
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addSection, publishedItem } from '../../test/editorial-factory.js'
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { PUBLISH_SCHEDULED_JOB, scheduledPublicationJobs } from './scheduled-publications.js'

const PUBLIC_URL = 'https://ibr.example.org'
let t: TestApp
let sink: SmtpSink
let serial = 0

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL })
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
})

const addresses = new Map<number, string>()
/** A signed-in person who wants scheduled-publishing notices at once, in English. */
async function person(spec: Parameters<typeof staffSession>[1]) {
  const email = `scheduled${process.pid}x${++serial}@staff.example.org`
  const client = await staffSession(t, { email, ...spec })
  addresses.set(client.user.id, email)
  const saved = await client.post(STAFF_API.accountNotificationsSave, {
    digestHour: 8,
    kinds: [{ kind: 'scheduleRan', mode: 'immediate' }],
  })
  expect(saved.status).toBe(200)
  expect((await client.post(STAFF_API.accountLanguage, { language: 'en' })).status).toBe(200)
  return client
}
const told = (client: StaffClient) =>
  sink.received
    .filter((m) => [m.to].flat().some((a) => a?.value.some((v) => v.address === addresses.get(client.user.id))))
    .map((m) => m.subject)

async function runJobs() {
  while ((await t.app.services.jobs.poll()) > 0) {
    // Delivery queues the mail, whose sending is another job.
  }
}

/** An editor, a second editor of the same section who changes nothing, and a reviewer who also writes there. */
async function team() {
  const section = await addSection(t)
  const editor = await person({ roles: [ROLE.editor], sections: [section] })
  const bystander = await person({ roles: [ROLE.editor], sections: [section] })
  const reviewer = await person({ roles: [ROLE.editor, ROLE.reviewer], sections: [section] })
  return { section, editor, bystander, reviewer }
}

/** An online item whose English title is changed and approved for an hour from now: the new version waits. */
async function waitingChange(section: number, editor: StaffClient, reviewer: StaffClient, title: string) {
  const item = await publishedItem(editor, reviewer, section, { en: { title: `Before ${title}` } })
  const publishAt = new Date(Date.now() + 3600_000).toISOString()
  const saved = await editor.post(STAFF_API.articleSave, { id: item.id, version: item.version, en: { title }, publishAt })
  expect(saved.status, JSON.stringify(saved.json)).toBe(200)
  const submitted = await editor.post(STAFF_API.articleSubmit, { id: item.id, version: saved.json.retMap.version })
  expect(submitted.status).toBe(200)
  expect((await reviewer.post(STAFF_API.articleApprove, { id: item.id, version: submitted.json.retMap.version })).status).toBe(200)
  return item.id
}

/** The waiting version's time comes: moved into the past rather than waited for (`ago` orders several). */
const dueNow = (id: number, ago = 1) =>
  t.deps.db
    .updateTable('article_scheduled')
    .set({ at: sql<Date>`now() - make_interval(secs => ${ago})` })
    .where('article_id', '=', id)
    .execute()

describe('a waiting version going online', () => {
  it('is told to the editor who changed it and the reviewer who approved it, not to the section’s other writers', async () => {
    const { section, editor, bystander, reviewer } = await team()
    const id = await waitingChange(section, editor, reviewer, 'Told to its people')
    await runJobs()
    await dueNow(id)
    await t.app.services.jobs.enqueue(PUBLISH_SCHEDULED_JOB)
    await runJobs()
    expect(told(editor)).toContain('Published as scheduled: Told to its people')
    expect(told(reviewer)).toContain('Published as scheduled: Told to its people')
    expect(told(bystander)).toEqual([])
  })

  it('one item failing leaves the item before it online, its links queued for checking, and every instance’s caches cleared', async () => {
    const { section, editor, reviewer } = await team()
    const good = await waitingChange(section, editor, reviewer, 'Goes online')
    const bad = await waitingChange(section, editor, reviewer, 'Cannot go online')
    await dueNow(good, 20)
    await dueNow(bad, 10)
    // A section that no longer exists: writing the item's lists fails.
    await sql`update article_scheduled set doc = jsonb_set(doc, '{menuIds}', ${JSON.stringify([section, 2_000_000_000])}::jsonb)
      where article_id = ${bad}`.execute(t.deps.db)
    const announce = vi.fn(async () => {})
    const checkLinks = vi.fn()
    const [job] = scheduledPublicationJobs(t.deps.db, t.app.log, announce, checkLinks)
    await job!.run(undefined as never).catch(() => {})
    expect(checkLinks.mock.calls).toEqual([[good]])
    expect(announce).toHaveBeenCalledTimes(1)
    const online = await t.deps.db.selectFrom('article').select('title_en').where('id', '=', good).executeTakeFirstOrThrow()
    expect(online.title_en).toBe('Goes online')
    const kept = await t.deps.db.selectFrom('article').select('title_en').where('id', '=', bad).executeTakeFirstOrThrow()
    expect(kept.title_en).toBe('Before Cannot go online')
  })
})
