import { createHash } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DirectoryFileStore } from './directory-file-store.js'

let root: string
let store: DirectoryFileStore
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ibr-store-'))
  store = new DirectoryFileStore(root)
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('DirectoryFileStore', () => {
  it('stores bytes by their hash once, and answers sizes and streams, whole or a span', async () => {
    const sha256 = await store.put(Buffer.from('hello, store'))
    expect(sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(await store.put(Buffer.from('hello, store'))).toBe(sha256)
    expect((await store.stat({ sha256 }))?.size).toBe(12)
    expect(await text((await store.open({ sha256 }))!)).toBe('hello, store')
    expect(await text((await store.open({ sha256 }, { start: 7, end: 11 }))!)).toBe('store')
  })

  it('keeps variants beside their blob, lists them, and removes every one with it', async () => {
    const sha256 = await store.put(Buffer.from('original'))
    const other = await store.put(Buffer.from('another original'))
    await store.putVariant(sha256, 'w160.webp', Buffer.from('small'))
    await store.putVariant(sha256, 'w640-16x9-f50-50.webp', Buffer.from('cropped'))
    await store.putVariant(other, 'w160.webp', Buffer.from('other small'))
    expect(await text((await store.open({ sha256, variant: 'w160.webp' }))!)).toBe('small')
    expect((await store.variants(sha256)).sort()).toEqual(['w160.webp', 'w640-16x9-f50-50.webp'])
    await store.removeVariants(sha256, ['w640-16x9-f50-50.webp'])
    expect(await store.variants(sha256)).toEqual(['w160.webp'])
    await store.remove(sha256)
    expect(await store.stat({ sha256 })).toBeNull()
    expect(await store.stat({ sha256, variant: 'w160.webp' })).toBeNull()
    expect(await store.open({ sha256 })).toBeNull()
    expect(await store.variants(other)).toEqual(['w160.webp'])
    expect(await store.variants('f'.repeat(64))).toEqual([])
  })

  it('stages a stream, hashing it, and keeps it as a blob or drops it', async () => {
    const bytes = Buffer.from('a staged upload')
    const staged = await store.stage(Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]))
    expect(staged.size).toBe(bytes.length)
    expect(staged.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(await text(await staged.open())).toBe('a staged upload')
    expect(await store.stat({ sha256: staged.sha256 })).toBeNull()
    await staged.keep()
    await staged.drop()
    expect(await text((await store.open({ sha256: staged.sha256 }))!)).toBe('a staged upload')

    const dropped = await store.stage(Readable.from([Buffer.from('never kept')]))
    await dropped.drop()
    expect(await store.stat({ sha256: dropped.sha256 })).toBeNull()
    expect(await readdir(join(root, 'staging'))).toEqual([])
  })

  it('leaves nothing staged when the stream fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection lost'))
      },
    })
    await expect(store.stage(failing)).rejects.toThrow('connection lost')
    expect(await readdir(join(root, 'staging'))).toEqual([])
  })

  it('lists every blob and variant with its size, and nothing staged', async () => {
    const fresh = new DirectoryFileStore(await mkdtemp(join(tmpdir(), 'ibr-store-list-')))
    const a = await fresh.put(Buffer.from('first'))
    const b = await fresh.put(Buffer.from('second blob'))
    await fresh.putVariant(a, 'w160.webp', Buffer.from('tiny'))
    const staged = await fresh.stage(Readable.from([Buffer.from('not kept yet')]))
    const listed = []
    for await (const item of fresh.list()) listed.push(item)
    expect(listed).toEqual([
      ...[
        { key: { sha256: a }, size: 5 },
        { key: { sha256: b }, size: 11 },
      ].sort((x, y) => x.key.sha256.localeCompare(y.key.sha256)),
      { key: { sha256: a, variant: 'w160.webp' }, size: 4 },
    ])
    await staged.drop()
  })
})
