import { FAULT_CATEGORIES, TicketRet } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDay } from '../../lib/dates.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { blobCount, createTestApp, writableCounts, type TestApp } from '../../test/test-app.js'
import { pdfBytes, pngBytes, upload } from '../../test/upload-fixtures.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000' })
})
afterAll(async () => {
  await t.close()
})

const snapshot = async () => ({ rows: await writableCounts(t.deps), blobs: await blobCount(t.dataDir) })
const fault = (overrides: Record<string, unknown> = {}) => ({
  reporter: '张三',
  contact: '010-8888 6666',
  place: 'B 楼 305 室',
  category: 'network',
  description: '办公室网口无法获取地址，重启交换机无效。',
  ...overrides,
})
const today = () => formatDay(new Date(), t.deps.config.timeZone).replaceAll('-', '')
const TICKET_CHARS = '[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}'

async function draft(bytes: Buffer, name: string) {
  return (await upload(t, bytes, name)).json.retMap as { fileId: string; token: string }
}

describe('/api/service/fault/submit', () => {
  it('stores a report and answers its ticket', async () => {
    const res = await t.post('/api/service/fault/submit', fault({ lang: 'en' }))
    expect(res.status).toBe(200)
    expectShape(TicketRet, res.json.retMap)
    expect(res.json.retMap.ticket).toMatch(new RegExp(`^F-${today()}-${TICKET_CHARS}$`))
    const row = await t.deps.db
      .selectFrom('fault_report')
      .selectAll()
      .where('ticket', '=', res.json.retMap.ticket)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ reporter: '张三', category: 'network', lang: 'en', state: 'new', screenshot_id: null })
    for (const category of FAULT_CATEGORIES) {
      expect((await t.post('/api/service/fault/submit', fault({ category, contact: 'it-user@example.org' }))).status).toBe(200)
    }
  })

  it('attaches a screenshot, which becomes private', async () => {
    const shot = await draft(await pngBytes(), 'screen.png')
    const res = await t.post('/api/service/fault/submit', fault({ screenshot: shot }))
    expect(res.status).toBe(200)
    const row = await t.deps.db
      .selectFrom('fault_report')
      .select('screenshot_id')
      .where('ticket', '=', res.json.retMap.ticket)
      .executeTakeFirstOrThrow()
    expect(row.screenshot_id).toBe(shot.fileId)
    const file = await t.deps.db.selectFrom('file').selectAll().where('id', '=', shot.fileId).executeTakeFirstOrThrow()
    expect(file).toMatchObject({ visibility: 'private', token_hash: null, expires_at: null })
    expect((await t.inject({ method: 'GET', url: `/file/image/${shot.fileId}` })).statusCode).toBe(404)
    // Handed in once, the same draft cannot be handed in again.
    const again = await t.post('/api/service/fault/submit', fault({ screenshot: shot }))
    expectFailure(again, 400, 'badRequest')
  })

  it('refuses a wrong report and writes nothing', async () => {
    const pdf = await draft(pdfBytes(), 'log.pdf')
    const png = await draft(await pngBytes(), 'ok.png')
    const stale = await draft(await pngBytes(), 'stale.png')
    await t.deps.db
      .updateTable('file')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', stale.fileId)
      .execute()
    const before = await snapshot()
    // The body, the fields the answer names (one, or several in the form's order), words of its message.
    const cases: [unknown, (string | string[])?, string?][] = [
      ['{"a":'],
      [{}, ['reporter', 'contact', 'place', 'category', 'description'], '有 5 处填写有误：「报告人」为必填项'],
      [fault({ category: 'coffee' }), 'category', '「故障类型」的选项无效'],
      [fault({ category: 42 }), 'category', '参数 category 的值无效'],
      [fault({ reporter: '' }), 'reporter', '「报告人」为必填项'],
      [fault({ reporter: '   ' }), 'reporter', '「报告人」为必填项'],
      [fault({ description: 'abc' }), 'description', '「故障描述」至少需要 5 个字符'],
      [fault({ description: '  a  b   ' }), 'description', '「故障描述」至少需要 5 个字符'],
      [fault({ description: 'x'.repeat(2001) }), 'description', '「故障描述」不能超过 2000 个字符'],
      [fault({ contact: 'just ask around' }), 'contact', '「联系方式」应为电话号码或邮箱地址'],
      [fault({ place: 'Room\u00001' }), 'place', '「地点」含有不允许的字符'],
      [fault({ reporter: '', place: 'Room\u00001' }), ['reporter', 'place'], '有 2 处填写有误：「报告人」为必填项'],
      [fault({ screenshot: pdf }), 'screenshot', '「截图」只接受图片'],
      [fault({ screenshot: { fileId: png.fileId, token: 'z'.repeat(32) } }), 'screenshot', '「截图」的文件无效或已过期'],
      [fault({ screenshot: { fileId: 'AAAAAAAAAAAAAAAAAAAAAA', token: png.token } }), 'screenshot', '「截图」的文件无效或已过期'],
      [fault({ screenshot: stale }), 'screenshot', '「截图」的文件无效或已过期'],
      [fault({ screenshot: { fileId: '../../etc/passwd', token: png.token } }), 'screenshot.fileId', '参数 screenshot.fileId 的值无效'],
      [fault({ screenshot: png.fileId }), 'screenshot', '参数 screenshot 的类型不正确'],
    ]
    for (const [body, at, message] of cases) {
      const res = await t.post('/api/service/fault/submit', body)
      expectFailure(res, 400, 'badRequest', 'zh', at)
      if (message) expect(res.json.msg).toContain(message)
    }
    const en = await t.post('/api/service/fault/submit', fault({ screenshot: pdf, lang: 'en' }))
    expectFailure(en, 400, 'badRequest', 'en', 'screenshot')
    expect(en.json.msg).toBe('Screenshot: only images (JPEG, PNG, WebP, GIF) are accepted')
    const severalEn = await t.post('/api/service/fault/submit', fault({ reporter: ' ', description: 'abc', lang: 'en' }))
    expectFailure(severalEn, 400, 'badRequest', 'en', ['reporter', 'description'])
    expect(severalEn.json).toMatchObject({
      msg: '2 fields need attention: Reporter: required',
      fields: [
        { field: 'reporter', msg: 'Reporter: required' },
        { field: 'description', msg: 'Description: at least 5 characters' },
      ],
    })
    expectFailure(await t.post('/api/service/fault/submit', fault({ description: 'x'.repeat(300_000) })), 413, 'tooLarge')
    expect(await snapshot()).toEqual(before)
    const files = await t.deps.db.selectFrom('file').select('visibility').where('id', 'in', [pdf.fileId, png.fileId]).execute()
    expect(files.map((f) => f.visibility)).toEqual(['draft', 'draft'])
  })
})

describe('/api/service/feedback/submit', () => {
  it('stores a message and answers its ticket', async () => {
    const res = await t.post('/api/service/feedback/submit', { kind: 'suggestion', content: '希望增加无线网络覆盖范围。' })
    expect(res.status).toBe(200)
    expectShape(TicketRet, res.json.retMap)
    expect(res.json.retMap.ticket).toMatch(new RegExp(`^S-${today()}-${TICKET_CHARS}$`))
    const full = await t.post('/api/service/feedback/submit', {
      kind: 'feedback',
      name: ' Li Lei ',
      contact: 'lilei@example.org',
      content: 'The VPN works well now.',
      lang: 'en',
    })
    const row = await t.deps.db.selectFrom('feedback').selectAll().where('ticket', '=', full.json.retMap.ticket).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ kind: 'feedback', name: 'Li Lei', contact: 'lilei@example.org', lang: 'en', state: 'new' })
  })

  it('refuses a wrong message and writes nothing', async () => {
    const before = await snapshot()
    const cases: [unknown, (string | string[])?][] = [
      ['{"a":'],
      [{}, ['kind', 'content']],
      [{ kind: 'complaint', content: 'valid content' }, 'kind'],
      [{ kind: 'feedback' }, 'content'],
      [{ kind: 'feedback', content: 'abc' }, 'content'],
      [{ kind: 'feedback', content: '     ab     ' }, 'content'],
      [{ kind: 'feedback', content: 'valid content', name: 'x'.repeat(51) }, 'name'],
      [{ kind: 'feedback', content: 'bad \u0001 byte' }, 'content'],
      [{ kind: 'feedback', content: 12345 }, 'content'],
      [{ kind: 'feedback', content: 'ok', contact: 'x'.repeat(101) }, ['contact', 'content']],
    ]
    for (const [body, at] of cases) expectFailure(await t.post('/api/service/feedback/submit', body), 400, 'badRequest', 'zh', at)
    const en = await t.post('/api/service/feedback/submit', { kind: 'x', content: 'hello', lang: 'en' })
    expectFailure(en, 400, 'badRequest', 'en', 'kind')
    expect(en.json.msg).toBe('Kind: not one of the choices')
    const zh = await t.post('/api/service/feedback/submit', { kind: 'feedback', name: '李\u0000雷', content: 'hello' })
    expectFailure(zh, 400, 'badRequest', 'zh', 'name')
    expect(zh.json.msg).toBe('「姓名」含有不允许的字符')
    expect(await snapshot()).toEqual(before)
  })
})

describe('submission rate limit', () => {
  it('answers rateLimited past FORM_RATE_LIMIT submissions a minute', async () => {
    const limited = await createTestApp({ FORM_RATE_LIMIT: '2' })
    try {
      for (let i = 0; i < 2; i++)
        expect((await limited.post('/api/service/feedback/submit', { kind: 'feedback', content: 'hello there' })).status).toBe(200)
      const before = await writableCounts(limited.deps)
      expectFailure(await limited.post('/api/service/feedback/submit', { kind: 'feedback', content: 'hello there' }), 429, 'rateLimited')
      expect(await writableCounts(limited.deps)).toEqual(before)
      // Each form counts on its own.
      expect((await limited.post('/api/service/fault/submit', fault())).status).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
