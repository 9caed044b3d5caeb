import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { beforeAll, describe, expect, it } from 'vitest'
import { download, readCsv, readXlsx, readZip } from '../../../test/export-readers.js'
import { addConference, formField } from '../../../test/conference-factory.js'
import { addRegistrationFile, addRegistrations } from '../../../test/registration-factory.js'
import { expectFailure } from '../../../test/shape.js'
import { staffSession, type StaffClient } from '../../../test/staff-factory.js'
import { useConferenceDesk } from '../../../test/conference-desk.js'
import { exportedConference, FIXED, form, headers } from './registration-export-fixtures.js'

const t = useConferenceDesk()
let conference: { id: number; menuId: number; token: string }
let registrations: number[]

beforeAll(async () => {
  ;({ conference, registrations } = await exportedConference(t))
})

const exportOf = (client: StaffClient, format: 'xlsx' | 'csv', menuId = conference.menuId, lang = 'zh') =>
  download(t, client, STAFF_API.registrationExport, { menuId, format, lang })

describe('registration/export', () => {
  it('answers an XLSX file with bilingual headers, one column per form field, Chinese intact and no formula', async () => {
    const res = await exportOf(t.admin, 'xlsx', conference.menuId, 'en')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(res.headers['cache-control']).toBe('no-store')
    const disposition = String(res.headers['content-disposition'])
    expect(disposition).toMatch(/^attachment; filename="Brain Conference registrations \d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/)
    const zhName = String((await exportOf(t.admin, 'xlsx')).headers['content-disposition'])
    expect(decodeURIComponent(zhName.split("UTF-8''")[1]!)).toMatch(/^脑科学大会报名表 \d{4}-\d{2}-\d{2}\.xlsx$/)

    const { rows, types, sheetName } = await readXlsx(res.bytes)
    expect(sheetName).toBe('报名 Registrations')
    expect(rows[0]).toEqual(headers)
    expect(rows).toHaveLength(4)
    const [, zhang, ann, odd] = rows as [unknown[], unknown[], unknown[], unknown[]]
    expect(zhang.slice(0, FIXED)).toEqual([
      'M24-AAAA0001',
      '已通过 / Accepted',
      '已缴费 / Paid',
      200,
      'zhang.san@example.org',
      '中文 / Chinese',
      '2030-03-01 09:05',
      '2030-05-01 08:45',
    ])
    expect(zhang.slice(FIXED)).toEqual([
      '张三',
      `'=HYPERLINK("http://evil.example","点我")`,
      '神经影像 / Neuroimaging',
      '记忆 / Memory; 睡眠 / Sleep',
      "'+86 138 0000 0000",
      '2030-04-30; 2030-05-01',
      '简历.pdf; cv-english.pdf',
      '同意 / Agreed',
      '',
      "'@SUM(1+1)",
      '2030-04-02 10:30',
    ])
    // Every text cell is a string cell (ExcelJS ValueType.String = 3), the fee a number (2): no formula (6).
    expect(types.flat()).not.toContain(6)
    expect(types[1]![3]).toBe(2)
    expect(ann.slice(1, 3)).toEqual(['待审核 / Pending', '无需缴费 / Nothing to pay'])
    expect(ann[5]).toBe('英文 / English')
    expect(ann.slice(FIXED, FIXED + 5)).toEqual(['Ann "Nan" O\'Brien, Jr.', 'Line one\nLine two', 'gone', '', "'-2+3"])
    expect(ann[FIXED + 8]).toBe("'\t=1+1")
    expect(odd.slice(FIXED, FIXED + 5)).toEqual([expect.stringContaining('王/五'), "'+SUM(A1)", '计算模型 / Models', '', '-12'])
  })

  it('answers the same as CSV with a byte-order mark, RFC 4180 quoting and formulas neutralised', async () => {
    const res = await exportOf(t.admin, 'csv', conference.menuId, 'en')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(String(res.headers['content-disposition'])).toMatch(/filename="Brain Conference registrations \d{4}-\d{2}-\d{2}\.csv"/)
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = res.bytes.subarray(3).toString('utf8')
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text).toContain('"Ann ""Nan"" O\'Brien, Jr."')
    const rows = readCsv(res.bytes.subarray(3))
    expect(rows[0]).toEqual(headers)
    expect(rows).toHaveLength(4)
    expect(rows[1]!.slice(0, 4)).toEqual(['M24-AAAA0001', '已通过 / Accepted', '已缴费 / Paid', '200'])
    expect(rows[1]![FIXED + 1]).toBe(`'=HYPERLINK("http://evil.example","点我")`)
    expect(rows[1]![FIXED + 6]).toBe('简历.pdf; cv-english.pdf')
    expect(rows[2]![FIXED + 1]).toBe('Line one\nLine two')
    expect(rows[2]![FIXED + 8]).toBe("'\t=1+1")
    expect(rows[3]![FIXED + 1]).toBe("'+SUM(A1)")
    for (const row of rows.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+$)/)
  })

  it('has one e-mail column when the form has an e-mail field', async () => {
    const withEmail = await addConference(t, {
      fields: [
        formField('name', 'text', { label: { zh: '姓名', en: 'Name' } }),
        formField('email', 'email', { label: { zh: '邮箱', en: 'E-mail' } }),
      ],
    })
    await addRegistrations(t, withEmail.id, [{ email: 'li.si@example.org', fields: { name: '李四', email: 'li.si@example.org' } }])
    const rows = readCsv((await exportOf(t.admin, 'csv', withEmail.menuId)).bytes.subarray(3))
    expect(rows[0]!.filter((h) => /e-mail/i.test(h))).toEqual(['电子邮箱 / E-mail'])
    expect(rows[1]!.filter((cell) => cell === 'li.si@example.org')).toHaveLength(1)
  })

  it('reads every registration once, in order, past the size of one batch', async () => {
    const big = await addConference(t, { fields: [formField('name', 'text', { label: { zh: '姓名', en: 'Name' } })] })
    const ids = await addRegistrations(
      t,
      big.id,
      Array.from({ length: 1203 }, (_, i) => ({ confirmCode: `BIG-${String(i).padStart(5, '0')}`, fields: { name: `参会者${i}` } })),
    )
    expect(ids).toHaveLength(1203)
    const rows = readCsv((await exportOf(t.admin, 'csv', big.menuId)).bytes.subarray(3))
    expect(rows.map((r) => r[0])).toEqual([
      '确认码 / Confirmation code',
      ...Array.from({ length: 1203 }, (_, i) => `BIG-${String(i).padStart(5, '0')}`),
    ])
    const sheet = await readXlsx((await exportOf(t.admin, 'xlsx', big.menuId)).bytes)
    expect(sheet.rows).toHaveLength(1204)
    expect(sheet.rows[1203]![FIXED]).toBe('参会者1202')
  })

  it('exports only the registrations picked, and never one of another conference', async () => {
    const other = await addConference(t, { fields: [formField('name', 'text', { label: { zh: '姓名', en: 'Name' } })] })
    const [foreign] = await addRegistrations(t, other.id, [{ confirmCode: 'OTHER-0001', fields: { name: '外人' } }])
    const [first, , third] = registrations as [number, number, number]
    const picked = { menuId: conference.menuId, format: 'csv', ids: [third, String(first), foreign, first] }
    const rows = readCsv((await download(t, t.admin, STAFF_API.registrationExport, picked)).bytes.subarray(3))
    expect(rows.slice(1).map((r) => r[0])).toEqual(['M24-AAAA0001', 'M24-AAAA0003'])
    const zip = await readZip((await download(t, t.admin, STAFF_API.registrationFiles, { menuId: conference.menuId, ids: [third] })).bytes)
    expect(zip.map((entry) => entry.name).every((name) => name.startsWith('M24-AAAA0003'))).toBe(true)
    expect(zip).toHaveLength(1)
    const line = await t.deps.db
      .selectFrom('audit_log')
      .where('action', '=', 'registrationExport')
      .select('summary')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(line.summary).toBe(`csv; ${conference.token}; 2 registrations (selected), 3 files`)
    expectFailure(await t.admin.post(STAFF_API.registrationExport, { ...picked, ids: [] }), 400, 'badRequest', 'zh', 'ids')
  })

  it('answers only the headers for a conference without registrations', async () => {
    const empty = await addConference(t, { fields: [] })
    const rows = readCsv((await exportOf(t.admin, 'csv', empty.menuId)).bytes.subarray(3))
    expect(rows).toEqual([headers.slice(0, FIXED).concat(headers.slice(-3))])
    expect((await readXlsx((await exportOf(t.admin, 'xlsx', empty.menuId)).bytes)).rows).toHaveLength(1)
  })
})

describe('registration/files', () => {
  it('answers every uploaded file in one ZIP, named <code>-<name>-<field>.<ext>, names made safe and unique', async () => {
    const res = await download(t, t.admin, STAFF_API.registrationFiles, { menuId: conference.menuId, lang: 'zh' })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]!)).toMatch(
      /^脑科学大会报名材料 \d{4}-\d{2}-\d{2}\.zip$/,
    )
    const entries = await readZip(res.bytes)
    const names = entries.map((e) => e.name)
    expect(names.slice(0, 3)).toEqual([
      'M24-AAAA0001-张三-cv.pdf',
      'M24-AAAA0001-张三-cv-2.pdf',
      "M24-AAAA0002-Ann _Nan_ O'Brien, Jr-cv.png",
    ])
    expect(entries[0]!.data.toString('utf8')).toBe('%PDF-1.4 张三的简历')
    expect(entries[1]!.data.toString('utf8')).toBe('%PDF-1.4 second cv')
    expect(entries[2]!.data.toString('utf8')).toBe('png bytes')
    const odd = names[3]!
    expect(odd.startsWith('M24-AAAA0003-_.._王_五__😀长')).toBe(true)
    expect(odd.endsWith('-cv.docx')).toBe(true)
    expect(entries[3]!.data.toString('utf8')).toBe('odd type')
    expect(entries).toHaveLength(4)
    for (const entry of entries) {
      expect(entry.utf8Flag).toBe(true)
      expect(entry.name).not.toMatch(/[/\\\p{Cc}\u202e]|^\./u)
      expect(Buffer.byteLength(entry.name)).toBeLessThanOrEqual(200)
    }
  })

  it('answers a valid empty ZIP for a conference without files, and names the files whose bytes are gone', async () => {
    const empty = await addConference(t, { fields: [] })
    expect(await readZip((await download(t, t.admin, STAFF_API.registrationFiles, { menuId: empty.menuId })).bytes)).toEqual([])

    const broken = await addConference(t, { fields: form })
    const [id] = await addRegistrations(t, broken.id, [{ confirmCode: 'LOST-0001', fields: { name: '李四' } }])
    await addRegistrationFile(t, id!, { field: 'cv', name: 'kept.pdf', bytes: Buffer.from('kept') })
    const lost = await addRegistrationFile(t, id!, { field: 'cv', name: 'lost.pdf', bytes: Buffer.from('bytes that will vanish') })
    await t.deps.store.remove(lost.sha256)
    const entries = await readZip((await download(t, t.admin, STAFF_API.registrationFiles, { menuId: broken.menuId })).bytes)
    expect(entries.map((e) => e.name)).toEqual(['LOST-0001-李四-cv.pdf', 'missing-files.txt'])
    expect(entries[1]!.data.toString('utf8')).toContain('LOST-0001-李四-cv-2.pdf')
    expect(entries[1]!.data.toString('utf8')).toContain('not found in the file store')
  })
})

describe('who may export', () => {
  it('lets the conference’s own reviewers export, refuses the reviewers of another conference, and says when there is no conference', async () => {
    const other = await addConference(t, { fields: [] })
    const own = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [conference.id] })
    const foreign = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [other.id] })
    const editor = await staffSession(t, { roles: [ROLE.editor], sections: [conference.menuId] })

    expect((await exportOf(own, 'csv')).status).toBe(200)
    expect((await download(t, own, STAFF_API.registrationFiles, { menuId: conference.menuId })).status).toBe(200)
    for (const [client, path] of [
      [foreign, STAFF_API.registrationExport],
      [foreign, STAFF_API.registrationFiles],
      [editor, STAFF_API.registrationExport],
    ] as const) {
      expectFailure(await client.post(path, { menuId: conference.menuId, format: 'csv', lang: 'en' }), 403, 'noPermission', 'en')
    }
    expectFailure(
      await t.admin.post(STAFF_API.registrationExport, { menuId: 2147483000, format: 'xlsx', lang: 'en' }),
      404,
      'notFound',
      'en',
    )
    expectFailure(await t.admin.post(STAFF_API.registrationFiles, { menuId: 2147483000 }), 404, 'notFound')
    expectFailure(
      await t.admin.post(STAFF_API.registrationExport, { menuId: conference.menuId, format: 'pdf', lang: 'en' }),
      400,
      'badRequest',
      'en',
      'format',
    )
  })

  it('writes an audit line for every export, and none for a refused one', async () => {
    const lines = () =>
      t.deps.db
        .selectFrom('audit_log')
        .where('action', 'in', ['registrationExport', 'registrationFiles'])
        .where('entity_id', '=', String(conference.id))
        .select(['action', 'username', 'summary'])
        .orderBy('id')
        .execute()
    const before = (await lines()).length
    const reviewer = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [conference.id] })
    await exportOf(reviewer, 'xlsx')
    await download(t, reviewer, STAFF_API.registrationFiles, { menuId: conference.menuId })
    const outsider = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [] })
    await exportOf(outsider, 'csv')
    const after = (await lines()).slice(before)
    expect(after).toEqual([
      { action: 'registrationExport', username: reviewer.user.username, summary: `xlsx; ${conference.token}; 3 registrations, 4 files` },
      { action: 'registrationFiles', username: reviewer.user.username, summary: `zip; ${conference.token}; 3 registrations, 4 files` },
    ])
  })
})
