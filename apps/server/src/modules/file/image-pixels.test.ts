import { crc32, deflateSync } from 'node:zlib'
import { IMAGE_MAX_PIXELS } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure } from '../../test/shape.js'
import { blobCount, createTestApp, writableCounts, type TestApp } from '../../test/test-app.js'
import { pngBytes, upload } from '../../test/upload-fixtures.js'

/* An image is bounded by its pixels, not only its bytes: a small file may claim a picture a resize could not hold in memory. */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT: '1000' })
})
afterAll(async () => {
  await t.close()
})

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG whose header claims `width` × `height` pixels, with one row of data: a few dozen bytes. */
function claimedPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('image pixels', () => {
  it('refuses an image claiming more than IMAGE_MAX_PIXELS by its header, in both languages, and stores nothing', async () => {
    // 256 million pixels: under sharp's own default limit (268 million), so only the site's bound refuses it.
    const bomb = claimedPng(16_000, 16_000)
    expect(bomb.length).toBeLessThan(30_000)
    const before = { rows: await writableCounts(t.deps), blobs: await blobCount(t.dataDir) }
    const en = await upload(t, bomb, 'huge.png', { lang: 'en' })
    expectFailure(en, 413, 'tooLarge', 'en')
    expect(en.json.msg).toMatch(new RegExp(`${IMAGE_MAX_PIXELS / 1_000_000} million`))
    expectFailure(await upload(t, bomb, 'huge.png'), 413, 'tooLarge', 'zh')
    expect({ rows: await writableCounts(t.deps), blobs: await blobCount(t.dataDir) }).toEqual(before)
  })

  it('takes an image at the bound, whatever its shape', async () => {
    // A strip of IMAGE_MAX_PIXELS exactly: wide, one pixel high, so making it costs little.
    const strip = claimedPng(IMAGE_MAX_PIXELS, 1)
    expect((await upload(t, strip, 'strip.png')).status).toBe(200)
    expect((await upload(t, await pngBytes(64, 48), 'photo.png')).status).toBe(200)
  })
})
