// PostgreSQL pass: scheduled publishing runs against the database's clock, once across instances.
/**
 * What staff are told of scheduled publishing, through the SMTP fake: a waiting version going online
 * is told to the people who changed it and its approver, not to every writer of its sections; one
 * item that fails keeps neither the others nor the caches and link checks of those published back,
 * is tried again and, given up, told with its error; a new item's publish time and an unpublish
 * time are told when they come, once.
 */
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addSection, publishedItem, writeDraft } from '../../test/editorial-factory.js'
import { appWithMailSink, type MailSinkApp } from '../../test/mail-sink-app.js'
import type { SmtpSink } from '../../test/smtp-sink.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import type { TestApp } from '../../test/test-app.js'
import { announceTimes, PUBLISH_ATTEMPTS, PUBLISH_SCHEDULED_JOB, scheduledPublicationJobs } from './scheduled-publications.js'

const PUBLIC_URL = 'https://ibr.example.org'
let t: TestApp
let sink: SmtpSink
let mail: MailSinkApp | undefined
let serial = 0

beforeAll(async () => {
  mail = await appWithMailSink({ PUBLIC_URL })
  ;({ t, sink } = mail)
})
afterAll(async () => {
  await mail?.close()
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
/** The scheduled-publishing notices a person received (review decisions, on by default, left out). */
const told = (client: StaffClient) =>
  sink.received
    .filter((m) => [m.to].flat().some((a) => a?.value.some((v) => v.address === addresses.get(client.user.id))))
    .map((m) => m.subject!)
    .filter((subject) => /as scheduled|did not happen/.test(subject))

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

/** A section that no longer exists beside its own: writing the item's lists fails. */
const breakWaiting = (id: number, section: number) =>
  sql`update article_scheduled set doc = jsonb_set(doc, '{menuIds}', ${JSON.stringify([section, 2_000_000_000])}::jsonb)
    where article_id = ${id}`.execute(t.deps.db)

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
    await breakWaiting(bad, section)
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

describe('a waiting version that cannot be published', () => {
  it('is tried again at each run, and given up at the last attempt its people are told why, once', async () => {
    const { section, editor, bystander, reviewer } = await team()
    const id = await waitingChange(section, editor, reviewer, 'Never online')
    await runJobs()
    await dueNow(id)
    await breakWaiting(id, section)
    const [job] = scheduledPublicationJobs(
      t.deps.db,
      t.app.log,
      async () => {},
      () => {},
    )
    const failed = 'A scheduled publish or unpublish did not happen: Never online'
    await job!.run(undefined as never)
    await runJobs()
    expect(told(editor)).not.toContain(failed)
    const tried = await t.deps.db
      .selectFrom('article_scheduled')
      .select(['attempts', 'given_up_at'])
      .where('article_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(tried.given_up_at).toBeNull()
    expect(tried.attempts).toBeGreaterThan(0)

    for (let run = 0; run < PUBLISH_ATTEMPTS + 2; run++) await job!.run(undefined as never)
    await runJobs()
    const mails = sink.received.filter((m) => m.subject === failed)
    expect(mails.map((m) => m.to && [m.to].flat()[0]!.value[0]!.address).sort()).toEqual(
      [addresses.get(editor.user.id), addresses.get(reviewer.user.id)].sort(),
    )
    expect(mails[0]!.text).toMatch(/^Note: .*foreign key/m)
    expect(told(bystander)).toEqual([])
    const given = await t.deps.db.selectFrom('article_scheduled').select('attempts').where('article_id', '=', id).executeTakeFirstOrThrow()
    expect(given.attempts).toBe(PUBLISH_ATTEMPTS)
    // The editor no longer promises a time that has passed: it says the version did not go online.
    const shown = await editor.post(STAFF_API.articleGet, { id })
    expect(shown.json.retMap.article.schedule.next).toMatchObject({ failed: true })
  })
})

describe('times on the public row', () => {
  it('tells the people of a new item when its publish time comes, once', async () => {
    const { section, editor, bystander, reviewer } = await team()
    const publishAt = new Date(Date.now() + 3600_000).toISOString()
    const draft = await writeDraft(editor, section, { en: { title: 'Appears later' }, publishAt })
    const submitted = await editor.post(STAFF_API.articleSubmit, { id: draft.id, version: draft.version })
    expect((await reviewer.post(STAFF_API.articleApprove, { id: draft.id, version: submitted.json.retMap.version })).status).toBe(200)
    await runJobs()
    expect(await announceTimes(t.deps.db)).toBe(0)
    // Its time comes: the public row's time and the noted one moved into the past together.
    await sql`update article set publish_at = now() - interval '1 second' where id = ${draft.id}`.execute(t.deps.db)
    await sql`update article_timed_notice set publish_at = (select publish_at from article where id = ${draft.id})
      where article_id = ${draft.id}`.execute(t.deps.db)
    expect(await announceTimes(t.deps.db)).toBe(1)
    expect(await announceTimes(t.deps.db)).toBe(0)
    await runJobs()
    expect(told(editor)).toEqual(['Published as scheduled: Appears later'])
    expect(told(reviewer)).toEqual(['Published as scheduled: Appears later'])
    expect(told(bystander)).toEqual([])
  })

  it('tells the people of an item when its unpublish time comes, once, and not when an archive took it down first', async () => {
    const { section, editor, reviewer } = await team()
    const unpublishAt = new Date(Date.now() + 3600_000).toISOString()
    const item = await publishedItem(editor, reviewer, section, { en: { title: 'Goes offline' }, unpublishAt })
    const archived = await publishedItem(editor, reviewer, section, { en: { title: 'Archived first' }, unpublishAt })
    expect((await reviewer.post(STAFF_API.articleArchive, { id: archived.id })).status).toBe(200)
    await runJobs()
    for (const id of [item.id, archived.id]) {
      await sql`update article set unpublish_at = now() - interval '1 second' where id = ${id}`.execute(t.deps.db)
      await sql`update article_timed_notice set unpublish_at = (select unpublish_at from article where id = ${id})
        where article_id = ${id}`.execute(t.deps.db)
    }
    expect(await announceTimes(t.deps.db)).toBe(1)
    expect(await announceTimes(t.deps.db)).toBe(0)
    await runJobs()
    expect(told(editor)).toEqual(['Taken offline as scheduled: Goes offline'])
  })
})
