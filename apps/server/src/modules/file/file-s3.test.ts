import { randomBytes } from 'node:crypto'
import { ROLE } from '@ibr/contract/staff'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadMedia } from '../../test/media-factory.js'
import { startS3Server, type S3TestServer } from '../../test/s3-server.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { blobCount, createTestApp, type TestApp } from '../../test/test-app.js'
import { mp4Bytes, pdfBytes, pngBytes, upload } from '../../test/upload-fixtures.js'

/** The site on an S3 bucket (FILE_STORE=s3), on whichever database this run uses. */
let server: S3TestServer
let t: TestApp
let editor: StaffClient
let blobsOnDisk: number

beforeAll(async () => {
  server = await startS3Server()
  t = await createTestApp(server.env())
  const section = await t.deps.db.selectFrom('menu').select('id').orderBy('id').executeTakeFirstOrThrow()
  editor = await staffSession(t, { roles: [ROLE.editor], sections: [section.id] })
  blobsOnDisk = await blobCount(t.dataDir)
})
afterAll(async () => {
  await t?.close()
  await server?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers })
const shaOf = async (id: string) =>
  (await t.deps.db.selectFrom('file').select('sha256').where('id', '=', id).executeTakeFirstOrThrow()).sha256

describe('files on S3', () => {
  it('streams a video into the bucket and serves byte ranges of it, as a player asks', async () => {
    // Larger than one 5 MiB part: the upload is a multipart upload.
    const video = Buffer.concat([mp4Bytes(), randomBytes(6 * 1024 * 1024)])
    const uploaded = await uploadMedia(t, editor, video, 'tour.mp4')
    expect(uploaded.status).toBe(200)
    const id = uploaded.json.retMap.file.id as string
    expect((await t.deps.store.stat({ sha256: await shaOf(id) }))?.size).toBe(video.length)

    const whole = await get(`/file/common/download/${id}`)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(Number(whole.headers['content-length'])).toBe(video.length)
    expect(whole.rawPayload.equals(video)).toBe(true)

    const first = await get(`/file/common/download/${id}`, { range: 'bytes=0-1' })
    expect(first.statusCode).toBe(206)
    expect(first.headers['content-range']).toBe(`bytes 0-1/${video.length}`)
    expect(first.rawPayload.equals(video.subarray(0, 2))).toBe(true)

    const across = { start: 5 * 1024 * 1024 - 1000, end: 5 * 1024 * 1024 + 999 }
    const middle = await get(`/file/common/download/${id}`, { range: `bytes=${across.start}-${across.end}` })
    expect(middle.statusCode).toBe(206)
    expect(middle.headers['content-range']).toBe(`bytes ${across.start}-${across.end}/${video.length}`)
    expect(Number(middle.headers['content-length'])).toBe(2000)
    expect(middle.rawPayload.equals(video.subarray(across.start, across.end + 1))).toBe(true)

    const tail = await get(`/file/common/download/${id}`, { range: 'bytes=-500' })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload.equals(video.subarray(video.length - 500))).toBe(true)

    const beyond = await get(`/file/common/download/${id}`, { range: `bytes=${video.length}-` })
    expect(beyond.statusCode).toBe(416)
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`)
  })

  it('serves a PDF whole and in ranges', async () => {
    const pdf = Buffer.concat([pdfBytes(), Buffer.from(`% ${'x'.repeat(4000)}\n`)])
    const uploaded = await uploadMedia(t, editor, pdf, 'agenda.pdf')
    const id = uploaded.json.retMap.file.id as string
    const range = await get(`/file/common/download/${id}?inline=1`, { range: 'bytes=1000-1999' })
    expect(range.statusCode).toBe(206)
    expect(range.headers['content-type']).toBe('application/pdf')
    expect(range.rawPayload.equals(pdf.subarray(1000, 2000))).toBe(true)
  })

  it('resizes an image read from the bucket and keeps the copy there', async () => {
    const png = await pngBytes(900, 600)
    const uploaded = await uploadMedia(t, editor, png, 'wide.png')
    const id = uploaded.json.retMap.file.id as string
    const sha256 = await shaOf(id)
    const small = await get(`/file/image/${id}?w=160`)
    expect(small.statusCode).toBe(200)
    expect(small.headers['content-type']).toBe('image/webp')
    expect((await sharp(small.rawPayload).metadata()).width).toBe(160)
    expect(await t.deps.store.variants(sha256)).toContain('w160.webp')
    const cropped = await get(`/file/image/${id}?w=320&ratio=1x1`)
    expect(cropped.statusCode).toBe(200)
    const meta = await sharp(cropped.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([320, 320])
  })

  it('keeps a public upload in the bucket, not on the disk, and checks it there', async () => {
    const png = await pngBytes(80, 60)
    const res = await upload(t, png, 'screenshot.png')
    expect(res.status).toBe(200)
    const sha256 = await shaOf(res.json.retMap.fileId as string)
    expect((await t.deps.store.stat({ sha256 }))?.size).toBe(png.length)
    expect(await blobCount(t.dataDir)).toBe(blobsOnDisk)
    const refused = await upload(t, Buffer.concat([png.subarray(0, 40), randomBytes(200)]), 'broken.png')
    expect(refused.status).toBe(415)
  })
})
