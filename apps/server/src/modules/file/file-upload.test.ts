import { createHash } from 'node:crypto'
import { FileDeleteRet, UploadRet } from '@ibr/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure, expectShape } from '../../test/shape.js'
import { blobCount, createTestApp, writableCounts, type TestApp } from '../../test/test-app.js'
import { elfBytes, fakePngBytes, multipart, pdfBytes, pngBytes, upload } from '../../test/upload-fixtures.js'

let t: TestApp
// Every call below is an upload; the rate limit has its own test.
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT: '1000' })
})
afterAll(async () => {
  await t.close()
})

const WRONG_TOKEN = 'x'.repeat(32)
const snapshot = async () => ({ rows: await writableCounts(t.deps), blobs: await blobCount(t.dataDir) })

describe('POST /file/commonUpload', () => {
  it('stores a real PNG as a draft that only its token can delete', async () => {
    const before = await snapshot()
    const png = await pngBytes(64, 48)
    const res = await upload(t, png, 'photo.png')
    expect(res.status).toBe(200)
    expect(res.json.code).toBe('success')
    expectShape(UploadRet, res.json.retMap)
    const ret = res.json.retMap as UploadRet
    expect(ret).toMatchObject({ name: 'photo.png', size: png.length, type: 'image/png' })
    expect(ret.token.length).toBeGreaterThanOrEqual(16)
    const hours = (Date.parse(ret.expiresAt) - Date.now()) / 3600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)

    const row = await t.deps.db.selectFrom('file').selectAll().where('id', '=', ret.fileId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ visibility: 'draft', kind: 'image', width: 64, height: 48, mime: 'image/png' })
    expect(row.token_hash).toBe(createHash('sha256').update(ret.token).digest('hex'))
    expect(await blobCount(t.dataDir)).toBe(before.blobs + 1)

    // A draft is nobody's public file yet.
    expectFailure(await getJson(`/file/image/${ret.fileId}`), 404, 'notFound')
    expectFailure(await getJson(`/file/common/download/${ret.fileId}`), 404, 'notFound')
    expectFailure(await t.post('/file/common/download', { fileId: ret.fileId }), 404, 'notFound')

    expectFailure(await t.post('/file/delete', { fileId: ret.fileId, token: WRONG_TOKEN }), 403, 'noPermission')
    expectFailure(await t.post('/file/delete', { fileId: ret.fileId, token: WRONG_TOKEN, lang: 'en' }), 403, 'noPermission', 'en')
    expect(await blobCount(t.dataDir)).toBe(before.blobs + 1)

    const del = await t.post('/file/delete', { fileId: ret.fileId, token: ret.token })
    expect(del.status).toBe(200)
    expectShape(FileDeleteRet, del.json.retMap)
    expect(await snapshot()).toEqual(before)
    expectFailure(await t.post('/file/delete', { fileId: ret.fileId, token: ret.token }), 404, 'notFound')
  })

  it('shares one blob between identical uploads and removes it with the last row', async () => {
    const before = await blobCount(t.dataDir)
    const pdf = pdfBytes()
    const a = (await upload(t, pdf, 'a.pdf')).json.retMap
    const b = (await upload(t, pdf, 'b.pdf')).json.retMap
    expect(a.type).toBe('application/pdf')
    expect(await blobCount(t.dataDir)).toBe(before + 1)
    await t.post('/file/delete', { fileId: a.fileId, token: a.token })
    expect(await blobCount(t.dataDir)).toBe(before + 1)
    await t.post('/file/delete', { fileId: b.fileId, token: b.token })
    expect(await blobCount(t.dataDir)).toBe(before)
  })

  it('cleans the name it was sent with: folders, markup, control characters and bidirectional overrides', async () => {
    const res = await upload(t, pdfBytes(), '../../会议<摘要>.pdf')
    expect(res.json.retMap.name).toBe('会议摘要.pdf')
    const disguised = await upload(t, pdfBytes(), 'invoice\u202Efdp.exe\u200F\u2066.pdf')
    expect(disguised.json.retMap.name).toBe('invoicefdp.exe.pdf')
    const controls = await upload(t, pdfBytes(), 'a\u0007b\u0085c.pdf')
    expect(controls.json.retMap.name).toBe('abc.pdf')
  })

  it('says that a file is empty, and that one file at a time is taken', async () => {
    const before = await snapshot()
    const empty = await upload(t, Buffer.alloc(0), 'empty.pdf', { lang: 'en' })
    expectFailure(empty, 400, 'badRequest', 'en')
    expect(empty.json.msg).toMatch(/empty/)
    const many = multipart(Array.from({ length: 10 }, (_, i) => ({ name: 'file', value: pdfBytes(), filename: `f${i}.pdf` })))
    const tooMany = await inject({ method: 'POST', url: '/file/commonUpload?lang=en', ...many })
    expectFailure(tooMany, 400, 'badRequest', 'en')
    expect(tooMany.json.msg).toMatch(/Too many files/)
    expect(await snapshot()).toEqual(before)
  })

  it('refuses by the bytes, not the name, and leaves no row and no blob', async () => {
    const before = await snapshot()
    const cases: [Buffer, string][] = [
      [elfBytes(), 'photo.png'],
      [fakePngBytes(), 'fake.png'],
      [Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'page.pdf'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
    ]
    for (const [bytes, name] of cases) {
      expectFailure(await upload(t, bytes, name), 415, 'unsupportedType')
    }
    expectFailure(await upload(t, elfBytes(), 'photo.png', { lang: 'en' }), 415, 'unsupportedType', 'en')
    expect(await snapshot()).toEqual(before)
  })

  it('answers in the language of the form field, the query or the browser', async () => {
    expectFailure(await upload(t, elfBytes(), 'x.png', { url: '/file/commonUpload?lang=en' }), 415, 'unsupportedType', 'en')
    expectFailure(await upload(t, elfBytes(), 'x.png', { headers: { 'accept-language': 'en-US,en;q=0.9' } }), 415, 'unsupportedType', 'en')
    expectFailure(await upload(t, elfBytes(), 'x.png'), 415, 'unsupportedType', 'zh')
  })

  it('refuses a request that is not a multipart upload of a file', async () => {
    const before = await snapshot()
    expectFailure(await t.post('/file/commonUpload', { file: 'abc' }), 415, 'unsupportedType')
    expectFailure(await t.post('/file/commonUpload', '{"a":'), 400, 'badRequest')
    const noFile = multipart([{ name: 'lang', value: 'en' }])
    expectFailure(await inject({ method: 'POST', url: '/file/commonUpload', ...noFile }), 400, 'badRequest', 'en')
    const otherName = multipart([{ name: 'attachment', value: pdfBytes(), filename: 'a.pdf' }])
    expectFailure(await inject({ method: 'POST', url: '/file/commonUpload', ...otherName }), 400, 'badRequest')
    const raw = (contentType: string, payload: string) =>
      inject({ method: 'POST', url: '/file/commonUpload', headers: { 'content-type': contentType }, payload })
    const broken = await raw(
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
    )
    expect(broken.status).toBeGreaterThanOrEqual(400)
    expect(broken.status).toBeLessThan(500)
    expect(Object.keys(broken.json).sort()).toEqual(['code', 'msg'])
    const noBoundary = await raw('multipart/form-data', 'x')
    expect(noBoundary.status).toBe(400)
    expect(await snapshot()).toEqual(before)
  })

  it('removes the blob when the row cannot be written', async () => {
    const before = await snapshot()
    await sql`create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'boom.png' then raise exception 'refused by test'; end if; return new; end $$`.execute(t.deps.db)
    await sql`create trigger refuse_boom before insert on file for each row execute function refuse_boom()`.execute(t.deps.db)
    try {
      const res = await upload(t, await pngBytes(), 'boom.png')
      expectFailure(res, 500, 'systemErr')
      expect(JSON.stringify(res.json)).not.toMatch(/refused by test|\.ts:\d+/)
      expect(await snapshot()).toEqual(before)
    } finally {
      await sql`drop trigger refuse_boom on file`.execute(t.deps.db)
    }
  })
})

describe('POST /file/delete', () => {
  it('refuses bad bodies and names no file for ids the server could not have made', async () => {
    const before = await snapshot()
    expectFailure(await t.post('/file/delete', '{"a":'), 400, 'badRequest')
    expectFailure(await t.post('/file/delete', {}), 400, 'badRequest')
    expectFailure(await t.post('/file/delete', { fileId: 42, token: WRONG_TOKEN }), 400, 'badRequest')
    expectFailure(await t.post('/file/delete', { fileId: 'AAAAAAAAAAAAAAAAAAAAAA', token: 'short' }), 400, 'badRequest')
    expectFailure(await t.post('/file/delete', { fileId: 'AAAAAAAAAAAAAAAAAAAAAA', token: WRONG_TOKEN }), 404, 'notFound')
    for (const fileId of ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd']) {
      expectFailure(await t.post('/file/delete', { fileId, token: WRONG_TOKEN }), 404, 'notFound')
    }
    expectFailure(await t.post('/file/delete', { fileId: 'x', token: 'y'.repeat(65) }), 400, 'badRequest')
    expect(await snapshot()).toEqual(before)
  })

  it('does not delete a file that is no longer a draft', async () => {
    const res = (await upload(t, pdfBytes(), 'kept.pdf')).json.retMap
    await t.deps.db.updateTable('file').set({ visibility: 'private' }).where('id', '=', res.fileId).execute()
    expectFailure(await t.post('/file/delete', { fileId: res.fileId, token: res.token }), 404, 'notFound')
    const row = await t.deps.db.selectFrom('file').select('id').where('id', '=', res.fileId).executeTakeFirst()
    expect(row?.id).toBe(res.fileId)
  })

  it('answers GET with methodNotAllowed', async () => {
    expectFailure(await getJson('/file/delete'), 405, 'methodNotAllowed')
  })
})

describe('upload limits', () => {
  it('answers tooLarge past UPLOAD_MAX_BYTES and stores nothing', async () => {
    const small = await createTestApp({ UPLOAD_MAX_BYTES: '2048' })
    try {
      const before = { rows: await writableCounts(small.deps), blobs: await blobCount(small.dataDir) }
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(4096, 0x20)])
      expectFailure(await upload(small, big, 'big.pdf'), 413, 'tooLarge')
      expectFailure(await upload(small, big, 'big.pdf', { lang: 'en' }), 413, 'tooLarge', 'en')
      expect({ rows: await writableCounts(small.deps), blobs: await blobCount(small.dataDir) }).toEqual(before)
      expect((await upload(small, pdfBytes(), 'small.pdf')).status).toBe(200)
    } finally {
      await small.close()
    }
  })

  it('answers rateLimited past UPLOAD_RATE_LIMIT uploads a minute', async () => {
    const limited = await createTestApp({ UPLOAD_RATE_LIMIT: '2' })
    try {
      expect((await upload(limited, pdfBytes(), 'a.pdf')).status).toBe(200)
      expect((await upload(limited, pdfBytes(), 'b.pdf')).status).toBe(200)
      const before = await writableCounts(limited.deps)
      expectFailure(await upload(limited, pdfBytes(), 'c.pdf', { url: '/file/commonUpload?lang=en' }), 429, 'rateLimited', 'en')
      expect(await writableCounts(limited.deps)).toEqual(before)
    } finally {
      await limited.close()
    }
  })
})

async function inject(options: Parameters<TestApp['inject']>[0]) {
  const res = await t.inject(options)
  return { status: res.statusCode, json: res.json(), headers: res.headers }
}

async function getJson(url: string) {
  return inject({ method: 'GET', url })
}
