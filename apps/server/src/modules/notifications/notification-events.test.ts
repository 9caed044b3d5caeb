/**
 * Each kind of event, raised where it happens, reaches the right people through the SMTP fake:
 * a help-desk report and its assignment, a registration and a waiting-list move, a failed nightly
 * backup. Who may not see the item, who acted, and a disabled account get nothing.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDailyBackup } from '../../backup/backup-jobs.js'
import { addConference, filledForm, simpleForm } from '../../test/conference-factory.js'
import { addSection, publishedItem } from '../../test/editorial-factory.js'
import { appWithMailSink, type MailSinkApp } from '../../test/mail-sink-app.js'
import type { SmtpSink } from '../../test/smtp-sink.js'
import { emailOf, staffSession, type StaffClient } from '../../test/staff-factory.js'
import type { TestApp } from '../../test/test-app.js'
import { header, PUBLIC_URL, receivedBy, runJobs } from './notification-fixtures.js'
import { reportFault } from '../../test/helpdesk-factory.js'

let t: TestApp
let sink: SmtpSink
let mail: MailSinkApp | undefined
let serial = 0
const address = () => `events${process.pid}x${++serial}@staff.example.org`

beforeAll(async () => {
  mail = await appWithMailSink({ PUBLIC_URL })
  ;({ t, sink } = mail)
})
afterAll(async () => {
  await mail?.close()
})

const mailTo = async (client: StaffClient) => receivedBy(sink, await emailOf(t, client))
/** A signed-in person who wants these kinds at once. */
const person = async (spec: Parameters<typeof staffSession>[1], kinds: string[], language: 'zh' | 'en' = 'zh') => {
  const client = await staffSession(t, { email: address(), ...spec })
  const saved = await client.post(STAFF_API.accountNotificationsSave, {
    digestHour: 8,
    kinds: kinds.map((kind) => ({ kind, mode: 'immediate' })),
  })
  expect(saved.status).toBe(200)
  expect((await client.post(STAFF_API.accountLanguage, { language })).status).toBe(200)
  return client
}

describe('the help desk', () => {
  it('a new report reaches its administrators at once; an assignment reaches the assignee, not the one who assigned', async () => {
    const office = await person({ roles: [ROLE.admin] }, ['helpdeskReport', 'helpdeskAssigned'], 'en')
    const colleague = await person({ roles: [ROLE.admin] }, ['helpdeskReport', 'helpdeskAssigned'])
    const editor = await person({ roles: [ROLE.editor] }, [])
    const ticket = await reportFault(t, { contact: '010-8888 6666' })
    await runJobs(t)
    const [report] = await mailTo(office)
    expect(report!.subject).toBe(`New help-desk report: ${ticket}`)
    expect(report!.text).toContain('Note: 办公室网口无法获取地址。')
    expect(report!.text).toContain(`${PUBLIC_URL}/console/helpdesk?ticket=${ticket}`)
    expect(header(report!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect((await mailTo(colleague)).map((m) => m.subject)).toEqual([`新的服务台报告：${ticket}`])
    expect(await mailTo(editor)).toEqual([])

    const assigned = await office.post(STAFF_API.helpdeskUpdate, { ticket, assigneeId: colleague.user.id })
    expect(assigned.status).toBe(200)
    // Taking a report oneself tells nobody.
    const taken = await office.post(STAFF_API.helpdeskUpdate, { ticket, assigneeId: office.user.id })
    expect(taken.status).toBe(200)
    await runJobs(t)
    expect((await mailTo(colleague)).map((m) => m.subject)).toEqual([`新的服务台报告：${ticket}`, `服务台报告已分配给您：${ticket}`])
    expect((await mailTo(office)).map((m) => m.subject)).toEqual([`New help-desk report: ${ticket}`])
  })
})

describe('registrations', () => {
  it('a registration and a waiting-list move reach the conference’s reviewers, not another conference’s', async () => {
    const conference = await addConference(t, { fields: simpleForm(), capacity: 1, title: { zh: '通知测试会议', en: 'Notice Conference' } })
    const other = await addConference(t, { fields: simpleForm() })
    const mine = await person({ roles: [ROLE.conferenceReviewer], conferences: [conference.id] }, ['registration'], 'en')
    const theirs = await person({ roles: [ROLE.conferenceReviewer], conferences: [other.id] }, ['registration'])
    const disabled = await person({ roles: [ROLE.conferenceReviewer], conferences: [conference.id] }, ['registration'])
    await t.deps.db.updateTable('staff_user').set({ active: false }).where('id', '=', disabled.user.id).execute()

    const first = filledForm()
    const second = filledForm()
    for (const fields of [first, second])
      expect((await t.post('/api/meeting/register', { menuId: conference.menuId, fields })).status).toBe(200)
    await runJobs(t)
    expect((await mailTo(mine)).map((m) => m.subject)).toEqual([
      'New registration: Notice Conference',
      'New registration: Notice Conference',
    ])
    expect((await mailTo(mine))[0]!.text).toContain(`${PUBLIC_URL}/console/registrations?conference=${conference.menuId}`)
    expect(await mailTo(theirs)).toEqual([])
    expect(await mailTo(disabled)).toEqual([])

    // A colleague turns the first down, giving up the one place: the second moves up from the waiting list.
    const colleague = await person({ roles: [ROLE.conferenceReviewer], conferences: [conference.id] }, ['registration'])
    const [row] = await t.deps.db.selectFrom('registration').select('id').where('email', '=', first.email!).execute()
    const decided = await colleague.post(STAFF_API.registrationDecide, { id: row!.id, state: 'rejected', comment: '' })
    expect(decided.status).toBe(200)
    await runJobs(t)
    const moved = (await mailTo(mine)).at(-1)!
    expect(moved.subject).toBe('The waiting list moved: Notice Conference')
    expect(moved.text).toContain(`Note: ${second.email}`)
    expect(await mailTo(colleague)).toEqual([])
  })
})

describe('records', () => {
  it('a facility sent for review reaches the facilities’ reviewers; sent back, its editor', async () => {
    const menu = await t.deps.db.selectFrom('menu').select('id').where('list_template', '=', 'coreFacility').executeTakeFirstOrThrow()
    const news = await t.deps.db.selectFrom('menu').select('id').where('list_template', '<>', 'coreFacility').executeTakeFirstOrThrow()
    const editor = await person({ roles: [ROLE.editor], sections: [menu.id] }, ['reviewDecided'], 'en')
    const reviewer = await person({ roles: [ROLE.reviewer], sections: [menu.id] }, ['reviewRequested'])
    const elsewhere = await person({ roles: [ROLE.reviewer], sections: [news.id] }, ['reviewRequested'])
    const id = (await t.deps.db.selectFrom('facility').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const current = (await editor.post(STAFF_API.facilityGet, { id })).json.retMap
    const doc = { ...current.doc, zh: { ...current.doc.zh, name: '冷冻电镜平台' }, en: { ...current.doc.en, name: 'Cryo-EM facility' } }
    const saved = await editor.post(STAFF_API.facilitySave, { id, version: current.version, doc })
    expect(saved.status).toBe(200)
    const submitted = await editor.post(STAFF_API.facilitySubmit, { id, version: saved.json.retMap.version })
    expect(submitted.status).toBe(200)
    await runJobs(t)
    const [request] = await mailTo(reviewer)
    expect(request!.subject).toBe('待审核：冷冻电镜平台')
    expect(request!.text).toContain(`${PUBLIC_URL}/console/records/facility/${id}`)
    expect(await mailTo(elsewhere)).toEqual([])

    const sentBack = await reviewer.post(STAFF_API.facilityReject, {
      id,
      version: submitted.json.retMap.version,
      comment: 'Add the booking link.',
    })
    expect(sentBack.status).toBe(200)
    await runJobs(t)
    expect((await mailTo(editor)).map((m) => m.subject)).toEqual(['Sent back for changes: Cryo-EM facility'])
    expect((await mailTo(reviewer)).length).toBe(1)
  })
})

describe('a scheduled publication', () => {
  it('tells the section’s editors when the waiting version goes online', async () => {
    const section = await addSection(t)
    const editor = await person({ roles: [ROLE.editor], sections: [section] }, ['scheduleRan'], 'en')
    const reviewer = await person({ roles: [ROLE.reviewer], sections: [section] }, [])
    const item = await publishedItem(editor, reviewer, section, { en: { title: 'Old title' } })
    const publishAt = new Date(Date.now() + 3600_000).toISOString()
    const saved = await editor.post(STAFF_API.articleSave, { id: item.id, version: item.version, en: { title: 'New title' }, publishAt })
    const submitted = await editor.post(STAFF_API.articleSubmit, { id: item.id, version: saved.json.retMap.version })
    expect((await reviewer.post(STAFF_API.articleApprove, { id: item.id, version: submitted.json.retMap.version })).status).toBe(200)
    await runJobs(t)
    const before = (await mailTo(editor)).length
    // Its time comes: the waiting version's time moved to the past rather than waited for.
    await t.deps.db
      .updateTable('article_scheduled')
      .set({ at: new Date(Date.now() - 1000) })
      .where('article_id', '=', item.id)
      .execute()
    await t.app.services.jobs.enqueue('editorial.publish-scheduled')
    await runJobs(t)
    const told = (await mailTo(editor)).slice(before)
    expect(told.map((m) => m.subject)).toEqual(['Published as scheduled: New title'])
    expect(told[0]!.text).toContain(`${PUBLIC_URL}/console/articles/${item.id}`)
  })
})

describe('the nightly backup', () => {
  it('a failure reaches the administrators at once', async () => {
    const admin = await person({ roles: [ROLE.admin] }, [])
    const blocked = join(t.dataDir, `not-a-folder-${process.pid}`)
    await writeFile(blocked, 'a file where the backups should go')
    const deps = { ...t.deps, config: { ...t.deps.config, backupDir: blocked } }
    await expect(runDailyBackup(deps, t.app.log)).rejects.toThrow()
    await runJobs(t)
    const [mail] = await mailTo(admin)
    expect(mail!.subject).toBe('每晚备份失败：备份目录（BACKUP_DIR）不存在或不是目录')
    expect(mail!.text).toContain(`${PUBLIC_URL}/console/`)
  })
})
