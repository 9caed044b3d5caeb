import { ROLE, STAFF_API, MEDIA_MAX_BYTES, MediaFileRet } from '@ibr/contract/staff'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stagedCount, uploadMedia } from '../../test/media-factory.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { blobCount, createTestApp, type TestApp } from '../../test/test-app.js'
import { fakePngBytes, mp4Bytes, pdfBytes, pngBytes } from '../../test/upload-fixtures.js'

let t: TestApp
let editor: StaffClient

beforeAll(async () => {
  t = await createTestApp()
  const section = await t.deps.db.selectFrom('menu').select('id').orderBy('id').executeTakeFirstOrThrow()
  editor = await staffSession(t, { roles: [ROLE.editor], sections: [section.id] })
})
afterAll(async () => {
  await t.close()
})

/** What a refused upload must leave as it was: rows, blobs, staged files, audit lines. */
async function snapshot() {
  const files = await t.deps.db
    .selectFrom('file')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return { files: Number(files.n), blobs: await blobCount(t.dataDir), staged: await stagedCount(t) }
}

/** A zip archive with one small entry: a type the public forms take and the library does not. */
function zipBytes(): Buffer {
  const name = Buffer.from('data.txt')
  const content = Buffer.from('hello')
  const header = Buffer.alloc(30)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(20, 4)
  header.writeUInt32LE(content.length, 18)
  header.writeUInt32LE(content.length, 22)
  header.writeUInt16LE(name.length, 26)
  return Buffer.concat([header, name, content])
}

describe('POST /api/staff/media/upload', () => {
  it('adds an image to the library, public, in the uploader’s name, with its size as shown upright', async () => {
    const before = await snapshot()
    // Stored 30 × 20 with EXIF orientation 6: a browser shows it 20 wide and 30 high.
    const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#48c' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer()
    const res = await uploadMedia(t, editor, bytes, '../显微镜<1>.jpg')
    expect(res.status).toBe(200)
    expectShape(MediaFileRet, res.json.retMap)
    const file = res.json.retMap.file
    expect(file).toMatchObject({
      name: '显微镜1.jpg',
      kind: 'image',
      mime: 'image/jpeg',
      size: bytes.length,
      width: 20,
      height: 30,
      altZh: '',
      altEn: '',
      focal: null,
      url: `/file/image/${file.id}`,
      uploadedBy: editor.user.name,
    })
    const row = await t.deps.db.selectFrom('file').selectAll().where('id', '=', file.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ visibility: 'public', uploaded_by: editor.user.id, token_hash: null, expires_at: null })
    expect(await snapshot()).toEqual({ ...before, files: before.files + 1, blobs: before.blobs + 1 })
    const served = await t.inject({ method: 'GET', url: file.url })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(bytes)).toBe(true)
  })

  it('takes PDF documents and videos, which are served for download and playback', async () => {
    const pdf = await uploadMedia(t, editor, pdfBytes(), 'report.pdf')
    expect(pdf.json.retMap.file).toMatchObject({
      kind: 'document',
      mime: 'application/pdf',
      width: null,
      url: `/file/common/download/${pdf.json.retMap.file.id}`,
    })
    const video = await uploadMedia(t, editor, mp4Bytes(), 'lab.mp4', { lang: 'en' })
    expect(video.status).toBe(200)
    expect(video.json.retMap.file).toMatchObject({ kind: 'video', mime: 'video/mp4' })
    const played = await t.inject({ method: 'GET', url: `${video.json.retMap.file.url}?inline=1`, headers: { range: 'bytes=0-9' } })
    expect(played.statusCode).toBe(206)
  })

  it('shares the blob of identical bytes and keeps two rows', async () => {
    const before = await snapshot()
    const bytes = await pngBytes(12, 12)
    const a = await uploadMedia(t, editor, bytes, 'a.png')
    const b = await uploadMedia(t, editor, bytes, 'b.png')
    expect(a.json.retMap.file.id).not.toBe(b.json.retMap.file.id)
    expect(await snapshot()).toEqual({ ...before, files: before.files + 2, blobs: before.blobs + 1 })
  })

  it('refuses by the bytes, not the name: text called .png, a broken PNG, a program, a zip; nothing is kept', async () => {
    const before = await snapshot()
    const cases: [Buffer, string][] = [
      [Buffer.from('just some text, not an image at all'), 'photo.png'],
      [fakePngBytes(), 'broken.png'],
      [Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(64)]), 'tool.pdf'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
      [zipBytes(), 'data.zip'],
    ]
    for (const [bytes, name] of cases) expectFailure(await uploadMedia(t, editor, bytes, name), 415, 'unsupportedType')
    expectFailure(await uploadMedia(t, editor, Buffer.from('text'), 'photo.png', { lang: 'en' }), 415, 'unsupportedType', 'en')
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a file over its kind’s limit with 413, naming the limit, and keeps nothing', async () => {
    const before = await snapshot()
    // A real PNG's start, then padding: the kind is known from the bytes, the size is past images' limit.
    const big = Buffer.concat([await pngBytes(4, 4), Buffer.alloc(MEDIA_MAX_BYTES.image - 50)])
    const res = await uploadMedia(t, editor, big, 'huge.png', { lang: 'en' })
    expectFailure(res, 413, 'tooLarge', 'en')
    expect(res.json.msg).toBe('An image may be at most 20 MB')
    expect(await snapshot()).toEqual(before)
    // The same size is within a document's limit.
    const pdf = Buffer.concat([pdfBytes(), Buffer.alloc(MEDIA_MAX_BYTES.image)])
    expect((await uploadMedia(t, editor, pdf, 'thick.pdf')).status).toBe(200)
  })

  it('refuses what is not one file in a multipart form, and keeps nothing', async () => {
    const before = await snapshot()
    const json = await editor.post(STAFF_API.mediaUpload, { file: 'abc', lang: 'en' })
    expectFailure(json, 415, 'unsupportedType', 'en')
    expectFailure(await uploadMedia(t, editor, Buffer.alloc(0), 'empty.pdf', { lang: 'en' }), 400, 'badRequest', 'en', 'file')
    const noFile = await uploadMedia(t, editor, Buffer.alloc(0), '', { parts: [{ name: 'lang', value: 'en' }] })
    expectFailure(noFile, 400, 'badRequest', 'en', 'file')
    const otherName = await uploadMedia(t, editor, Buffer.alloc(0), '', {
      parts: [{ name: 'attachment', value: pdfBytes(), filename: 'a.pdf' }],
    })
    expectFailure(otherName, 400, 'badRequest', 'zh', 'file')
    const two = await uploadMedia(t, editor, Buffer.alloc(0), '', {
      parts: [
        { name: 'file', value: pdfBytes(), filename: 'a.pdf' },
        { name: 'file', value: pdfBytes(), filename: 'b.pdf' },
      ],
    })
    expectFailure(two, 400, 'badRequest')
    expect(await snapshot()).toEqual(before)
  })

  it('refuses an upload without a session or without the CSRF token before reading it, writing nothing', async () => {
    const before = await snapshot()
    const anonymous = { ...editor, cookie: '', csrfToken: '' }
    expectFailure(await uploadMedia(t, anonymous, pdfBytes(), 'a.pdf'), 401, 'loginExpired')
    expectFailure(await uploadMedia(t, { ...editor, csrfToken: 'A'.repeat(43) }, pdfBytes(), 'a.pdf'), 403, 'csrfInvalid')
    const teamAdmin = await staffSession(t, { groups: [] })
    expectFailure(await uploadMedia(t, teamAdmin, pdfBytes(), 'a.pdf'), 403, 'noPermission')
    expect(await snapshot()).toEqual(before)
  })
})
