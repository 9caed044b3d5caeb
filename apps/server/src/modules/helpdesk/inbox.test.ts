import { ROLE, STAFF_API, HelpdeskGetRet, HelpdeskListRet, staffGetUrl } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure, expectShape } from '../../test/shape.js'
import { reportFault, submitFeedback } from '../../test/helpdesk-factory.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { pngBytes, upload } from '../../test/upload-fixtures.js'

let t: TestApp
let admin: StaffClient
let colleague: StaffClient
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000' })
  admin = await staffSession(t, { roles: [ROLE.admin], name: '值班管理员' })
  colleague = await staffSession(t, { userType: '99', name: 'Office colleague' })
})
afterAll(async () => {
  await t.close()
})

const answer = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, json: JSON.parse(res.body) })

/** A word no other test's reports contain, so a search finds only this test's. */
const unique = () => `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

const sendFeedback = async (overrides: Record<string, unknown> = {}) =>
  (await submitFeedback(t, { kind: 'suggestion', content: 'Please add a map of the campus.', lang: 'en', ...overrides })).ticket

const notesCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('helpdesk_note')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

/** The audit lines of one action on a ticket, oldest first. */
const auditLines = (action: string, ticket: string) =>
  t.deps.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', ticket).orderBy('id').execute()

describe('helpdesk/list', () => {
  it('shows fault reports and feedback together, newest first, searched, filtered, with counts per state', async () => {
    const word = unique()
    const fault = await reportFault(t, { description: `打印机卡纸 ${word}` })
    const feedback = await sendFeedback({ content: `The ${word} page is hard to find`, name: 'Ann Lee' })
    const res = await admin.post(STAFF_API.helpdeskList, { search: word, lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(HelpdeskListRet, res.json.retMap)
    expect(res.json.retMap.total).toBe(2)
    expect(res.json.retMap.list.map((r: { ticket: string }) => r.ticket)).toEqual([feedback, fault])
    expect(res.json.retMap.list[0]).toMatchObject({
      kind: 'feedback',
      category: 'suggestion',
      reporter: 'Ann Lee',
      state: 'new',
      assignee: null,
      lang: 'en',
    })
    expect(res.json.retMap.list[1]).toMatchObject({ kind: 'fault', category: 'network', reporter: '张三', summary: `打印机卡纸 ${word}` })
    expect(res.json.retMap.counts).toEqual({ new: 2, progress: 0, waiting: 0, resolved: 0 })

    await admin.post(STAFF_API.helpdeskUpdate, { ticket: fault, state: 'resolved' })
    const open = await admin.post(STAFF_API.helpdeskList, { search: word, state: 'open' })
    expect(open.json.retMap.list.map((r: { ticket: string }) => r.ticket)).toEqual([feedback])
    // The counts stay those of every state, so the tabs can show them.
    expect(open.json.retMap.counts).toEqual({ new: 1, progress: 0, waiting: 0, resolved: 1 })
    const faults = await admin.post(STAFF_API.helpdeskList, { search: word, kind: 'fault' })
    expect(faults.json.retMap.list.map((r: { ticket: string }) => r.ticket)).toEqual([fault])
    // By ticket number too.
    const byTicket = await admin.post(STAFF_API.helpdeskList, { search: fault.toLowerCase() })
    expect(byTicket.json.retMap.list.map((r: { ticket: string }) => r.ticket)).toEqual([fault])
  })

  it('filters by who a report is assigned to: me, nobody, a person', async () => {
    const word = unique()
    const mine = await reportFault(t, { description: `${word} 网络` })
    const theirs = await reportFault(t, { description: `${word} 电话` })
    const nobodys = await reportFault(t, { description: `${word} 邮箱` })
    await admin.post(STAFF_API.helpdeskUpdate, { ticket: mine, assigneeId: admin.user.id })
    await admin.post(STAFF_API.helpdeskUpdate, { ticket: theirs, assigneeId: colleague.user.id })
    const tickets = async (assignee: unknown) =>
      (await admin.post(STAFF_API.helpdeskList, { search: word, assignee })).json.retMap.list.map((r: { ticket: string }) => r.ticket)
    expect(await tickets('me')).toEqual([mine])
    expect(await tickets('none')).toEqual([nobodys])
    expect(await tickets(colleague.user.id)).toEqual([theirs])
  })

  it('refuses bad filters with the field at fault', async () => {
    expectFailure(await admin.post(STAFF_API.helpdeskList, { state: 'lost', lang: 'en' }), 400, 'badRequest', 'en', 'state')
    expectFailure(await admin.post(STAFF_API.helpdeskList, { page: 0 }), 400, 'badRequest', 'zh', 'page')
    expectFailure(await admin.post(STAFF_API.helpdeskList, { assignee: 'everyone' }), 400, 'badRequest', 'zh', 'assignee')
  })
})

describe('helpdesk/get and helpdesk/screenshot', () => {
  it('opens a report with its text, contact, screenshot, notes and who it can go to', async () => {
    const shot = (await upload(t, await pngBytes(), 'screen.png')).json.retMap as { fileId: string; token: string }
    const ticket = await reportFault(t, { screenshot: shot, description: '第一行\n第二行' })
    const res = await admin.post(STAFF_API.helpdeskGet, { ticket })
    expect(res.status).toBe(200)
    expectShape(HelpdeskGetRet, res.json.retMap)
    expect(res.json.retMap.item).toMatchObject({
      ticket,
      text: '第一行\n第二行',
      summary: '第一行 第二行',
      place: 'B 楼 305 室',
      contact: 'zhang.san@example.org',
      email: 'zhang.san@example.org',
      screenshot: 'image/png',
    })
    expect(res.json.retMap.notes).toEqual([])
    const names = res.json.retMap.assignees.map((p: { name: string }) => p.name)
    expect(names).toEqual(expect.arrayContaining(['值班管理员', 'Office colleague']))

    const image = await t.inject({
      method: 'POST',
      url: STAFF_API.helpdeskScreenshot,
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken, 'content-type': 'application/json' },
      payload: { ticket },
    })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toBe('no-store')
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    // The screenshot itself stays private: the public file address does not serve it.
    expect((await t.inject({ method: 'GET', url: `/file/image/${shot.fileId}` })).statusCode).toBe(404)
  })

  it('answers the screenshot to a GET the page makes itself, with the session and without the token', async () => {
    const shot = (await upload(t, await pngBytes(), 'screen.png')).json.retMap as { fileId: string; token: string }
    const ticket = await reportFault(t, { screenshot: shot })
    const url = staffGetUrl(STAFF_API.helpdeskScreenshot, { ticket })
    const get = (headers: Record<string, string>) => t.inject({ method: 'GET', url, headers })

    const image = await get({ cookie: admin.cookie, 'sec-fetch-site': 'same-origin' })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toBe('no-store')
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    // Opened from the address bar (a person following the link): the browser says `none`.
    expect((await get({ cookie: admin.cookie, 'sec-fetch-site': 'none' })).statusCode).toBe(200)

    // No session; another site's page asking with the session; someone who may not read the inbox.
    expectFailure(answer(await get({})), 401, 'loginExpired')
    expectFailure(answer(await get({ cookie: admin.cookie, 'sec-fetch-site': 'cross-site' })), 403, 'noPermission')
    const editor = await staffSession(t, { roles: [ROLE.editor] })
    expectFailure(answer(await get({ cookie: editor.cookie })), 403, 'noPermission')
    // Only calls declared `get` answer a GET: the report itself does not.
    expect(
      (await t.inject({ method: 'GET', url: staffGetUrl(STAFF_API.helpdeskGet, { ticket }), headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(404)
  })

  it('answers 404 for an unknown ticket and for a report without a screenshot', async () => {
    expectFailure(await admin.post(STAFF_API.helpdeskGet, { ticket: 'F-19990101-XXXX', lang: 'en' }), 404, 'notFound', 'en')
    const ticket = await sendFeedback()
    expectFailure(await admin.post(STAFF_API.helpdeskScreenshot, { ticket }), 404, 'notFound')
  })
})

describe('helpdesk/update', () => {
  it('assigns and moves a report, audited, and refuses someone who cannot work in the inbox', async () => {
    const ticket = await reportFault(t)
    const editor = await staffSession(t, { roles: [ROLE.editor] })
    const res = await admin.post(STAFF_API.helpdeskUpdate, { ticket, state: 'progress', assigneeId: colleague.user.id })
    expect(res.status).toBe(200)
    expect(res.json.retMap.item).toMatchObject({ state: 'progress', assignee: { id: colleague.user.id, name: 'Office colleague' } })
    const [line] = await auditLines('helpdeskUpdate', ticket)
    expect(line).toMatchObject({ user_id: admin.user.id, entity: 'fault', summary: 'state new → progress; assignee — → Office colleague' })

    // The same values again change nothing and are not audited twice.
    expect((await admin.post(STAFF_API.helpdeskUpdate, { ticket, state: 'progress', assigneeId: colleague.user.id })).status).toBe(200)
    expect(await auditLines('helpdeskUpdate', ticket)).toHaveLength(1)

    const before = await admin.post(STAFF_API.helpdeskGet, { ticket })
    expectFailure(
      await admin.post(STAFF_API.helpdeskUpdate, { ticket, state: 'resolved', assigneeId: editor.user.id, lang: 'en' }),
      400,
      'badRequest',
      'en',
      'assigneeId',
    )
    expectFailure(await admin.post(STAFF_API.helpdeskUpdate, { ticket, state: 'closed' }), 400, 'badRequest', 'zh', 'state')
    expectFailure(await admin.post(STAFF_API.helpdeskUpdate, { ticket: 'S-19990101-XXXX', state: 'resolved' }), 404, 'notFound')
    expect((await admin.post(STAFF_API.helpdeskGet, { ticket })).json.retMap.item).toEqual(before.json.retMap.item)

    const unassigned = await admin.post(STAFF_API.helpdeskUpdate, { ticket, assigneeId: null })
    expect(unassigned.json.retMap.item.assignee).toBeNull()
  })
})

describe('helpdesk/note', () => {
  it('keeps internal notes, and a reply moves a report being worked on to waiting for the reporter', async () => {
    const ticket = await reportFault(t)
    const note = await admin.post(STAFF_API.helpdeskNote, { ticket, body: '  交换机端口已更换  ', reply: false })
    expect(note.status).toBe(200)
    expect(note.json.retMap.note).toMatchObject({ author: '值班管理员', body: '交换机端口已更换', reply: false })
    expect((await admin.post(STAFF_API.helpdeskGet, { ticket })).json.retMap.item.state).toBe('new')

    const reply = await admin.post(STAFF_API.helpdeskNote, { ticket, body: '请重启电脑后再试。', reply: true })
    expect(reply.status).toBe(200)
    const after = (await admin.post(STAFF_API.helpdeskGet, { ticket })).json.retMap
    expect(after.item.state).toBe('waiting')
    expect(after.notes.map((n: { body: string; reply: boolean }) => [n.body, n.reply])).toEqual([
      ['交换机端口已更换', false],
      ['请重启电脑后再试。', true],
    ])
    const audited = await auditLines('helpdeskReply', ticket)
    expect(audited.map(({ summary }) => ({ summary }))).toEqual([{ summary: 'to zhang.san@example.org' }])
  })

  it('refuses a reply to a reporter who left only a telephone, an empty note, and unknown tickets, writing nothing', async () => {
    const ticket = await reportFault(t, { contact: '010-8888 6666' })
    const before = await notesCount()
    expectFailure(
      await admin.post(STAFF_API.helpdeskNote, { ticket, body: 'Try again', reply: true, lang: 'en' }),
      400,
      'badRequest',
      'en',
      'reply',
    )
    expectFailure(await admin.post(STAFF_API.helpdeskNote, { ticket, body: '   ', reply: false }), 400, 'badRequest', 'zh', 'body')
    expectFailure(
      await admin.post(STAFF_API.helpdeskNote, { ticket, body: 'x'.repeat(5001), reply: false }),
      400,
      'badRequest',
      'zh',
      'body',
    )
    expectFailure(await admin.post(STAFF_API.helpdeskNote, { ticket, body: 'x', reply: 'yes' }), 400, 'badRequest', 'zh', 'reply')
    expectFailure(await admin.post(STAFF_API.helpdeskNote, { ticket: 'F-19990101-XXXX', body: 'x', reply: false }), 404, 'notFound')
    expect(await notesCount()).toBe(before)
    expect((await admin.post(STAFF_API.helpdeskGet, { ticket })).json.retMap.item.state).toBe('new')
  })
})
