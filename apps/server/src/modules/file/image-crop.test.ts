import { ROLE, STAFF_API } from '@ibr/contract/staff'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadMedia } from '../../test/media-factory.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

describe('GET /file/image/{id}?ratio= around the focal point', () => {
  let t: TestApp
  let editor: StaffClient
  let file: { id: string; url: string }

  beforeAll(async () => {
    t = await createTestApp()
    const section = await t.deps.db.selectFrom('menu').select('id').orderBy('id').executeTakeFirstOrThrow()
    editor = await staffSession(t, { roles: [ROLE.editor], sections: [section.id] })
    // 400 × 100: the left half black, the right half white.
    const halves = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#000' } })
      .composite([{ input: { create: { width: 200, height: 100, channels: 3, background: '#fff' } }, left: 200, top: 0 }])
      .png()
      .toBuffer()
    file = (await uploadMedia(t, editor, halves, 'halves.png')).json.retMap.file
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers })
  async function brightness(payload: Buffer) {
    const [{ channels }, { width, height }] = await Promise.all([sharp(payload).stats(), sharp(payload).metadata()])
    return { mean: channels[0]!.mean, width, height }
  }
  const setFocal = (focal: { x: number; y: number } | null) => editor.post(STAFF_API.mediaUpdate, { id: file.id, focal })

  it('cuts to the shape around the centre until a point is set, then around the point; a moved point is served at once', async () => {
    const url = `${file.url}?w=160&ratio=1x1`
    const centre = await get(url)
    expect(centre.statusCode).toBe(200)
    expect(centre.headers['content-type']).toBe('image/webp')
    expect(centre.headers['cache-control']).toBe('public, no-cache')
    const middle = await brightness(centre.rawPayload)
    // Never enlarged: the 100 × 100 cut stays 100 wide.
    expect(middle).toMatchObject({ width: 100, height: 100 })
    expect(middle.mean).toBeGreaterThan(60)
    expect(middle.mean).toBeLessThan(200)

    expect((await setFocal({ x: 0, y: 0.5 })).status).toBe(200)
    const left = await get(url, { 'if-none-match': String(centre.headers.etag) })
    expect(left.statusCode).toBe(200)
    expect(left.headers.etag).not.toBe(centre.headers.etag)
    expect((await brightness(left.rawPayload)).mean).toBeLessThan(10)
    expect((await get(url, { 'if-none-match': String(left.headers.etag) })).statusCode).toBe(304)

    expect((await setFocal({ x: 0.95, y: 0.5 })).status).toBe(200)
    const right = await get(url, { 'if-none-match': String(left.headers.etag) })
    expect(right.statusCode).toBe(200)
    expect((await brightness(right.rawPayload)).mean).toBeGreaterThan(245)
  })

  it('removes the crops of a point that moved, and leaves plain resized copies alone', async () => {
    const { sha256 } = await t.deps.db.selectFrom('file').select('sha256').where('id', '=', file.id).executeTakeFirstOrThrow()
    await setFocal({ x: 0.2, y: 0.4 })
    await get(`${file.url}?w=320&ratio=16x9`)
    await get(`${file.url}?w=320&ratio=3x1`)
    await get(`${file.url}?w=320`)
    expect((await t.deps.store.variants(sha256)).filter((v) => v.includes('-f20-40'))).toHaveLength(2)
    await setFocal({ x: 0.6, y: 0.4 })
    const left = await t.deps.store.variants(sha256)
    expect(left.filter((v) => v.includes('-f20-40'))).toEqual([])
    expect(left).toContain('w320.webp')
  })

  it('keeps the plain resized copy and the original immutable, and refuses an unknown shape', async () => {
    const plain = await get(`${file.url}?w=320`)
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await brightness(plain.rawPayload)).width).toBe(320)
    const shapeOnly = await get(`${file.url}?ratio=4x3`)
    expect(shapeOnly.statusCode).toBe(200)
    expect(await brightness(shapeOnly.rawPayload)).toMatchObject({ width: 133, height: 100 })
    expect((await get(`${file.url}?w=320&ratio=5x4`)).statusCode).toBe(400)
  })
})
