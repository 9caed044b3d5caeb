// PostgreSQL pass: two registrations of one address at once meet at the unique index, not in one queue.
import { MeetingRegisterRet, type MeetingSign } from '@ibr/contract'
import type { ConferenceFormField } from '@ibr/contract/staff'
import { sql, type Updateable } from 'kysely'
import type { MeetingTable } from '../../../db/schema.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuByPath } from '../../../test/menu-lookup.js'
import { expectFailure, expectShape } from '../../../test/shape.js'
import { blobCount, createTestApp, writableCounts, type TestApp } from '../../../test/test-app.js'
import { saveFile } from '../../file/index.js'
import { mp4Bytes, pdfBytes, pngBytes, upload } from '../../../test/upload-fixtures.js'
import { filledForm } from './conference-register-fixtures.js'

let t: TestApp
let open = 0
let closed = 0
let form: MeetingSign['fields']
let formEn: MeetingSign['fields']

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000' })
  open = (await menuByPath(t, '/ibrMeeting/meeting2024/apply')).id
  closed = (await menuByPath(t, '/ibrMeeting/meeting2022/apply')).id
  form = (await t.post('/api/meeting/sign', { menuId: open })).json.retMap.sign.fields
  formEn = (await t.post('/api/meeting/sign', { menuId: open, lang: 'en' })).json.retMap.sign.fields
})
afterAll(async () => {
  await t.close()
})

const filled = (overrides: Record<string, string> = {}) => filledForm(form, overrides)
const label = (name: string, lang: 'zh' | 'en' = 'zh') => (lang === 'zh' ? form : formEn).find((f) => f.name === name)!.label
const snapshot = async () => ({ rows: await writableCounts(t.deps), blobs: await blobCount(t.dataDir) })
const register = (body: Record<string, unknown>) => t.post('/api/meeting/register', { menuId: open, ...body })

async function draft(bytes: Buffer, name: string) {
  const res = await upload(t, bytes, name)
  expect(res.status).toBe(200)
  return res.json.retMap as { fileId: string; token: string }
}

/** Runs `work` with the demo's open conference changed as `change` says, then puts the row back as it was. */
async function withOpenConference(
  change: (row: { form_fields: ConferenceFormField[] }) => Updateable<MeetingTable>,
  work: () => Promise<void>,
): Promise<void> {
  const db = t.deps.db
  const row = await db
    .selectFrom('meeting')
    .select(['id', 'reg_deadline', 'form_fields'])
    .where('token', '=', 'meeting2024')
    .executeTakeFirstOrThrow()
  await db.updateTable('meeting').set(change(row)).where('id', '=', row.id).execute()
  try {
    await work()
  } finally {
    await db
      .updateTable('meeting')
      .set({ reg_deadline: row.reg_deadline, form_fields: JSON.stringify(row.form_fields) })
      .where('id', '=', row.id)
      .execute()
  }
}

describe('/api/meeting/register', () => {
  it('registers with an abstract, which becomes a private file of the registration', async () => {
    const pdf = await draft(pdfBytes(), '摘要.pdf')
    const fields = filled({ email: '  Ada.Lovelace@Example.ORG ' })
    const res = await register({ fields, files: [{ field: 'abstract', ...pdf }], lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(MeetingRegisterRet, res.json.retMap)
    expect(res.json.retMap.confirmCode).toMatch(/^M24-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/)
    expect(res.json.retMap.email).toBe('ada.lovelace@example.org')

    const row = await t.deps.db
      .selectFrom('registration')
      .selectAll()
      .where('confirm_code', '=', res.json.retMap.confirmCode)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ email: 'ada.lovelace@example.org', lang: 'en' })
    expect(row.fields).toMatchObject({ name: fields.name, organization: fields.organization, email: 'Ada.Lovelace@Example.ORG' })
    const attached = await t.deps.db.selectFrom('registration_file').selectAll().where('registration_id', '=', row.id).execute()
    expect(attached).toEqual([{ registration_id: row.id, field: 'abstract', file_id: pdf.fileId }])
    const file = await t.deps.db.selectFrom('file').selectAll().where('id', '=', pdf.fileId).executeTakeFirstOrThrow()
    expect(file).toMatchObject({ visibility: 'private', token_hash: null, expires_at: null })
    // Handed in: neither public nor deletable with the upload's token.
    expect((await t.inject({ method: 'GET', url: `/file/common/download/${pdf.fileId}` })).statusCode).toBe(404)
    expectFailure(await t.post('/file/delete', pdf), 404, 'notFound')
  })

  it('registers without the optional file and with optional fields left out', async () => {
    const fields = filled()
    delete fields.remarks
    const res = await register({ fields })
    expect(res.status).toBe(200)
    expect(res.json.retMap.confirmCode).toMatch(/^M24-/)
  })

  it('refuses every wrong form, naming the field, and writes nothing', async () => {
    const pdf = await draft(pdfBytes(), 'a.pdf')
    const video = await saveFile(t.deps.db, t.deps.store, mp4Bytes(), { name: 'clip.mp4', visibility: 'draft', allowVideo: true })
    const before = await snapshot()
    const maxOrganization = form.find((f) => f.name === 'organization')!.maxLength
    // The body, the fields the answer names (one, or several in the form's order), words of its message.
    const cases: [Record<string, unknown>, string | string[], string][] = [
      [{ fields: filled({ name: '' }) }, 'name', `「${label('name')}」为必填项`],
      [{ fields: filled({ name: '   ' }) }, 'name', `「${label('name')}」为必填项`],
      [{ fields: filled({ email: 'not-an-address' }) }, 'email', `「${label('email')}」不是有效的邮箱地址`],
      [{ fields: filled({ email: 'a@b' }) }, 'email', `「${label('email')}」不是有效的邮箱地址`],
      [{ fields: filled({ email: `${'a'.repeat(250)}@example.org` }) }, 'email', `「${label('email')}」不能超过`],
      [{ fields: filled({ phone: 'call me' }) }, 'phone', `「${label('phone')}」不是有效的电话号码`],
      [{ fields: filled({ title: 'emperor' }) }, 'title', `「${label('title')}」的选项无效`],
      [
        { fields: filled({ organization: 'x'.repeat(maxOrganization + 1) }) },
        'organization',
        `「${label('organization')}」不能超过 ${maxOrganization} 个字符`,
      ],
      [{ fields: filled({ name: 'A\u0000B' }) }, 'name', `「${label('name')}」含有不允许的字符`],
      [
        { fields: filled({ name: '', email: 'nope', title: 'emperor' }) },
        ['name', 'email', 'title'],
        `有 3 处填写有误：「${label('name')}」为必填项`,
      ],
      [{ fields: filled({ nickname: 'Ada' }) }, 'nickname', '表单中没有字段「nickname」'],
      [{ fields: filled({ abstract: 'text instead of a file' }) }, 'abstract', '表单中没有字段「abstract」'],
      [{ fields: filled(), files: [{ field: 'photo', ...pdf }] }, 'photo', '表单中没有字段「photo」'],
      [
        {
          fields: filled(),
          files: [
            { field: 'abstract', ...pdf },
            { field: 'abstract', ...pdf },
          ],
        },
        'abstract',
        `「${label('abstract')}」只能上传一个文件`,
      ],
      [
        { fields: filled(), files: [{ field: 'abstract', fileId: pdf.fileId, token: 'w'.repeat(32) }] },
        'abstract',
        `「${label('abstract')}」的文件无效或已过期`,
      ],
      [
        { fields: filled(), files: [{ field: 'abstract', fileId: 'AAAAAAAAAAAAAAAAAAAAAA', token: pdf.token }] },
        'abstract',
        `「${label('abstract')}」的文件无效或已过期`,
      ],
      [
        { fields: filled(), files: [{ field: 'abstract', fileId: video.id, token: video.token }] },
        'abstract',
        `「${label('abstract')}」只接受图片、PDF、Office 文档或 ZIP`,
      ],
    ]
    for (const [body, at, message] of cases) {
      const res = await register(body)
      expectFailure(res, 400, 'badRequest', 'zh', at)
      expect(res.json.msg).toContain(message)
    }
    const en = await register({ fields: filled({ email: 'nope' }), lang: 'en' })
    expectFailure(en, 400, 'badRequest', 'en', 'email')
    expect(en.json.msg).toBe(`${label('email', 'en')}: not a valid e-mail address`)
    const severalEn = await register({ fields: filled({ name: ' ', phone: 'call me' }), lang: 'en' })
    expectFailure(severalEn, 400, 'badRequest', 'en', ['name', 'phone'])
    expect(severalEn.json).toMatchObject({
      msg: `2 fields need attention: ${label('name', 'en')}: required`,
      fields: [
        { field: 'name', msg: `${label('name', 'en')}: required` },
        { field: 'phone', msg: `${label('phone', 'en')}: not a valid telephone number` },
      ],
    })
    expect(await snapshot()).toEqual(before)
    const still = await t.deps.db.selectFrom('file').select('visibility').where('id', '=', pdf.fileId).executeTakeFirstOrThrow()
    expect(still.visibility).toBe('draft')
  })

  it('refuses bodies that do not fit the call', async () => {
    const before = await snapshot()
    expectFailure(await t.post('/api/meeting/register', '{"a":'), 400, 'badRequest')
    expectFailure(await t.post('/api/meeting/register', {}), 400, 'badRequest')
    expectFailure(await register({}), 400, 'badRequest')
    expectFailure(await register({ fields: { name: 42 } }), 400, 'badRequest', 'zh', 'fields.name')
    expectFailure(await register({ fields: filled(), menuId: 'abc', lang: 'en' }), 400, 'badRequest', 'en', 'menuId')
    expectFailure(
      await register({ fields: filled(), files: [{ field: 'abstract', fileId: '../../etc/passwd', token: 'x'.repeat(32) }] }),
      400,
      'badRequest',
      'zh',
      'files.0.fileId',
    )
    expectFailure(await register({ fields: filled(), files: 'abstract' }), 400, 'badRequest')
    expectFailure(await register({ fields: filled({ remarks: 'x'.repeat(300_000) }) }), 413, 'tooLarge')
    expectFailure(await register({ fields: filled(), menuId: 999999 }), 404, 'notFound')
    expectFailure(await register({ fields: filled(), menuId: (await menuByPath(t, '/ibrNews/news')).id }), 404, 'notFound')
    expect(await snapshot()).toEqual(before)
  })

  it('accepts one registration per address, whatever its case', async () => {
    const email = `twice.${Date.now()}@example.org`
    expect((await register({ fields: filled({ email }) })).status).toBe(200)
    const pdf = await draft(pdfBytes(), 'b.pdf')
    const before = await snapshot()
    const again = await register({ fields: filled({ email: ` ${email.toUpperCase()} ` }), files: [{ field: 'abstract', ...pdf }] })
    expectFailure(again, 409, 'conflict', 'zh', 'email')
    expect(again.json.msg).toContain(email)
    const en = await register({ fields: filled({ email }), lang: 'en' })
    expectFailure(en, 409, 'conflict', 'en', 'email')
    expect(en.json.msg).toBe(`${email} is already registered for this conference`)
    expect(await snapshot()).toEqual(before)
  })

  it('answers conflict, not a server error, for two registrations of one address at once', async () => {
    const email = `race.${Date.now()}@example.org`
    const results = await Promise.all([1, 2, 3].map(() => register({ fields: filled({ email }) })))
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
    for (const r of results.filter((x) => x.status === 409)) expectFailure(r, 409, 'conflict')
    const rows = await t.deps.db.selectFrom('registration').select('id').where('email', '=', email).execute()
    expect(rows).toHaveLength(1)
  })

  it('answers conflict when a duplicate is written between the check and the insert', async () => {
    // The trigger plays the concurrent request: it writes the same address just before our row.
    await sql`create or replace function sneak_in() returns trigger language plpgsql as $$
      begin
        if new.confirm_code not like 'SNEAK-%' then
          insert into registration (meeting_id, email, confirm_code, fields, lang)
          values (new.meeting_id, new.email, 'SNEAK-' || new.confirm_code, '{}', 'zh');
        end if;
        return new;
      end $$`.execute(t.deps.db)
    await sql`create trigger sneak_in before insert on registration for each row execute function sneak_in()`.execute(t.deps.db)
    try {
      const pdf = await draft(pdfBytes(), 'c.pdf')
      const before = await snapshot()
      const res = await register({ fields: filled(), files: [{ field: 'abstract', ...pdf }], lang: 'en' })
      expectFailure(res, 409, 'conflict', 'en', 'email')
      expect(await snapshot()).toEqual(before)
      const file = await t.deps.db.selectFrom('file').select('visibility').where('id', '=', pdf.fileId).executeTakeFirstOrThrow()
      expect(file.visibility).toBe('draft')
    } finally {
      await sql`drop trigger sneak_in on registration`.execute(t.deps.db)
    }
  })

  it('answers registrationClosed for the 2022 conference and after a deadline, writing nothing', async () => {
    const pdf = await draft(await pngBytes(), 'poster.png')
    const before = await snapshot()
    const body = { fields: filled(), files: [{ field: 'abstract', ...pdf }] }
    expectFailure(await t.post('/api/meeting/register', { ...body, menuId: closed }), 409, 'registrationClosed')
    expectFailure(await t.post('/api/meeting/register', { ...body, menuId: closed, lang: 'en' }), 409, 'registrationClosed', 'en')
    await withOpenConference(
      () => ({ reg_deadline: new Date(Date.now() - 1000) }),
      async () => {
        expectFailure(await register(body), 409, 'registrationClosed')
        expect((await t.post('/api/meeting/sign', { menuId: open })).json.retMap.sign.open).toBe(false)
      },
    )
    expect(await snapshot()).toEqual(before)
  })

  it('requires a file field that the conference marks required', async () => {
    await withOpenConference(
      (row) => ({ form_fields: JSON.stringify(row.form_fields.map((f) => (f.type === 'file' ? { ...f, required: true } : f))) }),
      async () => {
        const before = await snapshot()
        const res = await register({ fields: filled() })
        expectFailure(res, 400, 'badRequest', 'zh', 'abstract')
        expect(res.json.msg).toBe(`「${label('abstract')}」为必填项，请上传文件`)
        expect(await snapshot()).toEqual(before)
      },
    )
  })
})

describe('registration rate limit', () => {
  it('answers rateLimited past FORM_RATE_LIMIT submissions a minute', async () => {
    const limited = await createTestApp({ FORM_RATE_LIMIT: '2' })
    try {
      const body = { menuId: open, fields: {} }
      expect((await limited.post('/api/meeting/register', body)).status).toBe(400)
      expect((await limited.post('/api/meeting/register', body)).status).toBe(400)
      expectFailure(
        await limited.post('/api/meeting/register', { ...body, lang: 'en' }, { 'accept-language': 'en' }),
        429,
        'rateLimited',
        'en',
      )
    } finally {
      await limited.close()
    }
  })
})
