// PostgreSQL pass: two instances with data folders of their own on one database.
import { API } from '@ibr/contract'
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadMedia } from '../../test/media-factory.js'
import { startS3Server, type S3TestServer } from '../../test/s3-server.js'
import { signIn, staffSession, type StaffClient } from '../../test/staff-factory.js'
import { blobCount, createTestApp, type TestApp } from '../../test/test-app.js'
import { pngBytes, upload } from '../../test/upload-fixtures.js'

/**
 * Two instances as two machines run them: each its own DATA_DIR, one PostgreSQL database, one bucket.
 * Only on the PostgreSQL pass: the embedded database lives inside one instance's data folder, so two
 * folders cannot share it. CI always runs that pass; making a database of our own here would run the
 * same PostgreSQL test twice for nothing.
 */
describe.runIf(process.env.DATABASE_URL)('two instances with their own data folders on one database and one bucket', () => {
  let server: S3TestServer
  let a: TestApp
  let b: TestApp
  let onA: StaffClient
  let onB: StaffClient

  beforeAll(async () => {
    server = await startS3Server()
    const env = server.env()
    a = await createTestApp(env)
    b = await createTestApp(env, { sameDatabaseAs: a, ownDataDir: true })
    const section = await a.deps.db.selectFrom('menu').select('id').orderBy('id').executeTakeFirstOrThrow()
    const editor = await staffSession(a, { roles: [ROLE.editor], sections: [section.id] })
    onA = editor
    onB = await signIn(b, editor.account)
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await server?.close()
  })

  const get = (t: TestApp, url: string) => t.inject({ method: 'GET', url })

  it('a file uploaded through one is downloaded, resized and deleted through the other', async () => {
    expect(b.dataDir).not.toBe(a.dataDir)
    const blobsOnA = await blobCount(a.dataDir)
    const png = await pngBytes(700, 500)
    const uploaded = await uploadMedia(a, onA, png, 'two-machines.png')
    expect(uploaded.status).toBe(200)
    const id = uploaded.json.retMap.file.id as string

    const original = await get(b, `/file/image/${id}`)
    expect(original.statusCode).toBe(200)
    expect(original.rawPayload.equals(png)).toBe(true)

    const resized = await get(b, `/file/image/${id}?w=320`)
    expect(resized.statusCode).toBe(200)
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(320)
    // Made by the second machine, served by the first from the bucket without resizing again.
    const { sha256 } = await a.deps.db.selectFrom('file').select('sha256').where('id', '=', id).executeTakeFirstOrThrow()
    expect(await a.deps.store.variants(sha256)).toContain('w320.webp')
    const fromA = await get(a, `/file/image/${id}?w=320`)
    expect(fromA.rawPayload.equals(resized.rawPayload)).toBe(true)

    const deleted = await onB.post(STAFF_API.mediaDelete, { id })
    expect(deleted.status).toBe(200)
    expect((await get(a, `/file/image/${id}`)).statusCode).toBe(404)
    expect(await a.deps.store.stat({ sha256 })).toBeNull()
    expect(await a.deps.store.variants(sha256)).toEqual([])
    // Neither machine's disk held the file at any point.
    expect(await blobCount(a.dataDir)).toBe(blobsOnA)
    expect(await blobCount(b.dataDir)).toBe(0)
  })

  it('a public draft uploaded through one is deleted by its token through the other', async () => {
    const res = await upload(a, await pngBytes(40, 30), 'draft.png')
    const { fileId, token } = res.json.retMap as { fileId: string; token: string }
    const { sha256 } = await b.deps.db.selectFrom('file').select('sha256').where('id', '=', fileId).executeTakeFirstOrThrow()
    expect(await b.deps.store.stat({ sha256 })).not.toBeNull()
    const deleted = await b.post(API.fileDelete, { fileId, token })
    expect(deleted.status).toBe(200)
    expect(await a.deps.store.stat({ sha256 })).toBeNull()
  })
})
