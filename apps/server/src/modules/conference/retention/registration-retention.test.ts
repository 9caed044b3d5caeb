import { ROLE, STAFF_API, RegistrationPurgePreviewRet } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { addConference } from '../../../test/conference-factory.js'
import { addRegistrationFile, addRegistrations } from '../../../test/registration-factory.js'
import { expectFailure, expectShape } from '../../../test/shape.js'
import { staffSession } from '../../../test/staff-factory.js'
import { useConferenceDesk } from '../../../test/conference-desk.js'
import { PURGE_REGISTRATIONS_JOB, purgeExpiredRegistrations } from './registration-retention-service.js'
import { retentionRepository } from './retention-repository.js'

const DAYS = 30
const t = useConferenceDesk({ REGISTRATION_RETENTION_DAYS: String(DAYS) })

/** A day counted from today in Shanghai (the conferences' time zone here), YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' })
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + offset)
  return day.toISOString().slice(0, 10)
}

const count = async (table: 'registration' | 'registration_file', conferenceId?: number) => {
  let q = t.deps.db.selectFrom('registration as r')
  if (table === 'registration_file') q = q.innerJoin('registration_file as rf', 'rf.registration_id', 'r.id')
  if (conferenceId !== undefined) q = q.where('r.meeting_id', '=', conferenceId)
  return Number((await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
}

const purgeLines = (id: number) =>
  t.deps.db
    .selectFrom('audit_log')
    .where('action', '=', 'registrationPurge')
    .where('entity_id', '=', String(id))
    .select(['username', 'summary'])
    .execute()

describe('the retention job', () => {
  it('previews, then removes exactly the expired conference’s registrations and files, once, through the daily job', async () => {
    const expired = await addConference(t, {
      title: { zh: '旧会议', en: 'Old meeting' },
      startDate: dayFromToday(-40),
      endDate: dayFromToday(-31),
    })
    const lastDay = await addConference(t, { startDate: dayFromToday(-32), endDate: dayFromToday(-30) })
    const future = await addConference(t, { startDate: dayFromToday(10), endDate: dayFromToday(12) })
    const [gone1, gone2] = (await addRegistrations(t, expired.id, [{ fields: { name: '甲' } }, { fields: { name: '乙' } }])) as [
      number,
      number,
    ]
    const [kept1] = (await addRegistrations(t, lastDay.id, [{ fields: { name: '丙' } }])) as [number]
    const [kept2] = (await addRegistrations(t, future.id, [{ fields: { name: '丁' } }])) as [number]
    const shared = Buffer.from('%PDF-1.4 the same bytes handed in twice')
    const unique = await addRegistrationFile(t, gone1, { field: 'cv', name: '简历.pdf', bytes: Buffer.from('%PDF-1.4 only here 1') })
    const sharedGone = await addRegistrationFile(t, gone2, { field: 'cv', name: 'a.pdf', bytes: shared })
    await addRegistrationFile(t, gone2, { field: 'photo', name: 'b.pdf', bytes: Buffer.from('%PDF-1.4 only here 2') })
    const sharedKept = await addRegistrationFile(t, kept1, { field: 'cv', name: 'a.pdf', bytes: shared })
    await addRegistrationFile(t, kept2, { field: 'cv', name: 'c.pdf' })
    expect(sharedKept.sha256).toBe(sharedGone.sha256)

    const preview = await t.admin.post(STAFF_API.registrationPurgePreview, {})
    expect(preview.status).toBe(200)
    expectShape(RegistrationPurgePreviewRet, preview.json.retMap)
    expect(preview.json.retMap.retentionDays).toBe(DAYS)
    const listed = (menuId: number) => preview.json.retMap.list.find((c: { menuId: number }) => c.menuId === menuId)
    expect(listed(expired.menuId)).toEqual({
      menuId: expired.menuId,
      title: { zh: '旧会议', en: 'Old meeting' },
      endDate: dayFromToday(-31),
      purgeOn: dayFromToday(0),
      registrations: 2,
      files: 3,
      bytes: 20 + shared.length + 20,
    })
    expect(listed(lastDay.menuId)).toMatchObject({ purgeOn: dayFromToday(1), registrations: 1, files: 1 })
    expect(listed(future.menuId)).toMatchObject({ purgeOn: dayFromToday(12 + DAYS + 1), registrations: 1, files: 1 })
    const order = preview.json.retMap.list.map((c: { menuId: number }) => c.menuId)
    expect(order.indexOf(expired.menuId)).toBeLessThan(order.indexOf(lastDay.menuId))
    expect(order.indexOf(lastDay.menuId)).toBeLessThan(order.indexOf(future.menuId))

    // What must stay: every registration and file of the conferences not yet due (the demo data's may be due too).
    const due = await retentionRepository(t.deps.db).due(DAYS)
    expect(due).toContain(expired.id)
    expect(due).not.toContain(lastDay.id)
    const keptRows = () =>
      t.deps.db
        .selectFrom('registration as r')
        .leftJoin('registration_file as rf', 'rf.registration_id', 'r.id')
        .leftJoin('file as f', 'f.id', 'rf.file_id')
        .where('r.meeting_id', 'not in', due)
        .select(['r.id', 'rf.file_id', 'f.sha256'])
        .orderBy('r.id')
        .orderBy('rf.file_id')
        .execute()
    const kept = await keptRows()
    expect(kept.length).toBeGreaterThanOrEqual(2)
    // The job queue's daily schedule is due at the first look: poll until the purge has run.
    const jobs = t.app.services.jobs
    for (let i = 0; i < 20 && (await purgeLines(expired.id)).length === 0; i += 1) await jobs.poll()
    expect(
      await t.deps.db.selectFrom('job_schedule').where('name', '=', PURGE_REGISTRATIONS_JOB).select('every_seconds').executeTakeFirst(),
    ).toEqual({
      every_seconds: 24 * 3600,
    })

    expect(await count('registration', expired.id)).toBe(0)
    expect(await count('registration_file', expired.id)).toBe(0)
    expect(await keptRows()).toEqual(kept)
    expect(await count('registration', lastDay.id)).toBe(1)
    expect(await count('registration', future.id)).toBe(1)
    // The bytes only the expired conference held are gone; those another registration also has stay.
    expect(await t.deps.store.stat({ sha256: unique.sha256 })).toBeNull()
    expect(await t.deps.store.stat({ sha256: sharedKept.sha256 })).not.toBeNull()
    const marks = await t.deps.db
      .selectFrom('meeting')
      .where('id', 'in', [expired.id, lastDay.id, future.id])
      .select(['id', 'purged_at'])
      .orderBy('id')
      .execute()
    expect(marks.map((m) => m.purged_at !== null)).toEqual([true, false, false])
    const lines = await purgeLines(expired.id)
    expect(lines).toEqual([
      {
        username: 'retention',
        summary: `${expired.token}; ended ${dayFromToday(-31)}; kept ${DAYS} days; removed 2 registrations, 3 files (${20 + shared.length + 20} bytes)`,
      },
    ])

    // Run again, twice at once (two instances): nothing more is removed and no second line is written.
    expect(await Promise.all([purgeExpiredRegistrations(t.deps, t.app.log), purgeExpiredRegistrations(t.deps, t.app.log)])).toEqual([0, 0])
    expect(await purgeLines(expired.id)).toHaveLength(1)
    const after = await t.admin.post(STAFF_API.registrationPurgePreview, { lang: 'en' })
    expect(after.json.retMap.list.map((c: { menuId: number }) => c.menuId)).not.toContain(expired.menuId)
  })

  it('purges a conference once even when two instances run it at the same moment', async () => {
    const expired = await addConference(t, { startDate: dayFromToday(-50), endDate: dayFromToday(-45) })
    const [id] = (await addRegistrations(t, expired.id, [{ fields: { name: '戊' } }])) as [number]
    await addRegistrationFile(t, id, { field: 'cv', name: 'x.pdf' })
    const results = await Promise.all([purgeExpiredRegistrations(t.deps, t.app.log), purgeExpiredRegistrations(t.deps, t.app.log)])
    expect(results.reduce((a, b) => a + b, 0)).toBe(1)
    expect(await purgeLines(expired.id)).toHaveLength(1)
    expect(await count('registration', expired.id)).toBe(0)
  })

  it('is shown to administrators only', async () => {
    const reviewer = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [] })
    expectFailure(await reviewer.post(STAFF_API.registrationPurgePreview, { lang: 'en' }), 403, 'noPermission', 'en')
    const superUser = await staffSession(t, { userType: '99' })
    expect((await superUser.post(STAFF_API.registrationPurgePreview, {})).status).toBe(200)
  })
})
