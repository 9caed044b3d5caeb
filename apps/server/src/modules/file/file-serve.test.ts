import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { saveFile, type SavedFile } from './file-service.js'
import { gifBytes, mp4Bytes, pdfBytes, pngBytes } from '../../test/upload-fixtures.js'

let t: TestApp
let png: SavedFile
let pngData: Buffer
let gif: SavedFile
let pdf: SavedFile
let pdfData: Buffer
let video: SavedFile
let privatePdf: SavedFile

const TRAVERSALS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252F..%252Fetc%252Fpasswd',
  '....%2F%2F....%2F%2Fetc%2Fpasswd',
]

beforeAll(async () => {
  t = await createTestApp()
  const save = (bytes: Buffer, name: string, visibility: 'public' | 'private' = 'public') =>
    saveFile(t.deps.db, t.deps.store, bytes, { name, visibility, allowVideo: true })
  pngData = await pngBytes(1000, 600)
  png = await save(pngData, 'wide.png')
  gif = await save(await gifBytes(), 'small.gif')
  pdfData = pdfBytes()
  pdf = await save(pdfData, '会议议程 2024.pdf')
  video = await save(mp4Bytes(), 'lab-tour.mp4')
  privatePdf = await save(pdfBytes(), 'private.pdf', 'private')
})
afterAll(async () => {
  await t.close()
})

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers })
const failure = (res: Awaited<ReturnType<typeof get>>) => ({ status: res.statusCode, json: res.json() })

describe('GET /file/image/{id}', () => {
  it('serves a public image as it is, with long-lived caching and revalidation', async () => {
    const res = await get(`/file/image/${png.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(Number(res.headers['content-length'])).toBe(pngData.length)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.rawPayload.equals(pngData)).toBe(true)
    const etag = String(res.headers.etag)
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const again = await get(`/file/image/${png.id}`, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    const gifRes = await get(`/file/image/${gif.id}`)
    expect(gifRes.headers['content-type']).toBe('image/gif')
  })

  it('resizes to the next standard width as WebP, caches the copy and never enlarges', async () => {
    const res = await get(`/file/image/${png.id}?w=300`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(320)
    expect(meta.height).toBe(192)
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    const row = await t.deps.db.selectFrom('file').select('sha256').where('id', '=', png.id).executeTakeFirstOrThrow()
    const cached = await t.deps.store.stat({ sha256: row.sha256, variant: 'w320.webp' })
    expect(cached?.size).toBe(res.rawPayload.length)
    const second = await get(`/file/image/${png.id}?w=320`)
    expect(second.rawPayload.equals(res.rawPayload)).toBe(true)
    expect(second.headers.etag).toBe(res.headers.etag)
    expect((await get(`/file/image/${png.id}?w=300`, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304)

    expect((await sharp((await get(`/file/image/${png.id}?w=1`)).rawPayload).metadata()).width).toBe(160)
    const huge = await get(`/file/image/${png.id}?w=5000`)
    expect((await sharp(huge.rawPayload).metadata()).width).toBe(1000)
    const gifSmall = await get(`/file/image/${gif.id}?w=640`)
    expect(gifSmall.headers['content-type']).toBe('image/webp')
    expect((await sharp(gifSmall.rawPayload).metadata()).width).toBe(20)
  })

  it('refuses a width that is not a positive whole number', async () => {
    for (const w of ['0', '-5', 'abc', '1.5', '1e3', '', '9999999999']) {
      expectFailure(failure(await get(`/file/image/${png.id}?w=${w}`)), 400, 'badRequest')
    }
    expectFailure(failure(await get(`/file/image/${png.id}?w=abc&lang=en`)), 400, 'badRequest', 'en')
  })

  it('serves no draft, private, unknown or non-image file, and no path outside the store', async () => {
    expectFailure(failure(await get(`/file/image/${privatePdf.id}`)), 404, 'notFound')
    expectFailure(failure(await get(`/file/image/${pdf.id}`)), 404, 'notFound')
    expectFailure(failure(await get(`/file/image/${video.id}`)), 404, 'notFound')
    expectFailure(failure(await get('/file/image/AAAAAAAAAAAAAAAAAAAAAA')), 404, 'notFound')
    expectFailure(failure(await get('/file/image/AAAAAAAAAAAAAAAAAAAAAA?lang=en')), 404, 'notFound', 'en')
    expectFailure(failure(await get('/file/image/../../etc/passwd')), 404, 'notFound')
    for (const id of TRAVERSALS) expectFailure(failure(await get(`/file/image/${id}`)), 404, 'notFound')
    expectFailure(failure(await get(`/file/image/${png.id}x`)), 404, 'notFound')
  })
})

describe('GET /file/common/download/{id}', () => {
  it('downloads with the Chinese name kept and no sniffing', async () => {
    const res = await get(`/file/common/download/${pdf.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____ 2024.pdf"; filename*=UTF-8''${encodeURIComponent('会议议程 2024.pdf')}`,
    )
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.rawPayload.equals(pdfData)).toBe(true)
    const inline = await get(`/file/common/download/${pdf.id}?inline=1`)
    expect(String(inline.headers['content-disposition'])).toMatch(/^inline; filename="____ 2024\.pdf"; filename\*=UTF-8''/)
    expectFailure(failure(await get(`/file/common/download/${pdf.id}?inline=yes`)), 400, 'badRequest')
  })

  it('streams a video in byte ranges for the <video> element', async () => {
    const whole = await get(`/file/common/download/${video.id}?inline=1`)
    expect(whole.headers['content-type']).toBe('video/mp4')
    const size = whole.rawPayload.length
    const first = await get(`/file/common/download/${video.id}?inline=1`, { range: 'bytes=0-99' })
    expect(first.statusCode).toBe(206)
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`)
    expect(Number(first.headers['content-length'])).toBe(100)
    expect(first.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true)
    const open = await get(`/file/common/download/${video.id}`, { range: 'bytes=1000-' })
    expect(open.statusCode).toBe(206)
    expect(open.rawPayload.equals(whole.rawPayload.subarray(1000))).toBe(true)
    const tail = await get(`/file/common/download/${video.id}`, { range: 'bytes=-10' })
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`)
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true)

    const past = await get(`/file/common/download/${video.id}`, { range: `bytes=${size}-` })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${size}`)
    expect(past.json().code).toBe('badRequest')
    expect(past.headers['content-type']).toMatch(/^application\/json/)
    // A range the server does not serve, or one for other bytes (If-Range), gets the whole file.
    expect((await get(`/file/common/download/${video.id}`, { range: 'bytes=0-1,5-9' })).statusCode).toBe(200)
    expect((await get(`/file/common/download/${video.id}`, { range: 'bytes=0-9', 'if-range': '"other"' })).statusCode).toBe(200)
    expect(
      (await get(`/file/common/download/${video.id}`, { range: 'bytes=0-9', 'if-range': String(whole.headers.etag) })).statusCode,
    ).toBe(206)
  })

  it('serves no private, draft or unknown file and no path outside the store', async () => {
    expectFailure(failure(await get(`/file/common/download/${privatePdf.id}`)), 404, 'notFound')
    expectFailure(failure(await get('/file/common/download/AAAAAAAAAAAAAAAAAAAAAA')), 404, 'notFound')
    expectFailure(failure(await get('/file/common/download/../../etc/passwd')), 404, 'notFound')
    for (const id of TRAVERSALS) expectFailure(failure(await get(`/file/common/download/${id}`)), 404, 'notFound')
  })
})

describe('POST /file/common/download', () => {
  it('answers the bytes as an attachment', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/file/common/download',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ fileId: pdf.id, lang: 'en' }),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; /)
    expect(res.rawPayload.equals(pdfData)).toBe(true)
  })

  it('answers failures as JSON', async () => {
    expectFailure(await t.post('/file/common/download', '{"a":'), 400, 'badRequest')
    expectFailure(await t.post('/file/common/download', {}), 400, 'badRequest')
    expectFailure(await t.post('/file/common/download', { fileId: 12 }), 400, 'badRequest')
    expectFailure(await t.post('/file/common/download', { fileId: privatePdf.id }), 404, 'notFound')
    expectFailure(await t.post('/file/common/download', { fileId: 'AAAAAAAAAAAAAAAAAAAAAA', lang: 'en' }), 404, 'notFound', 'en')
    for (const fileId of ['../../etc/passwd', ...TRAVERSALS]) {
      expectFailure(await t.post('/file/common/download', { fileId }), 404, 'notFound')
    }
    expectFailure(await t.post('/file/common/download', { fileId: 'a'.repeat(5000) }), 400, 'badRequest')
    expectFailure(await t.post('/file/common/download', { fileId: pdf.id, padding: 'x'.repeat(300_000) }), 413, 'tooLarge')
  })
})
