import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { buffer, text } from 'node:stream/consumers'
import { expect, it } from 'vitest'
import type { FileStore, ListedObject } from '../storage/file-store.js'

export interface StoreUnderTest {
  store: FileStore
  /** How many uploads sit in the store's staging area now. */
  staged(): Promise<number>
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** Bytes that differ at every position, so a span or a part boundary read from the wrong place shows. */
function pattern(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length)
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + seed + (i >> 8)) & 0xff
  return bytes
}

/** The same bytes as a stream of uneven chunks, made as they are read: never whole in memory. */
function chunked(bytes: Buffer, size = 700_001): Readable {
  let at = 0
  return new Readable({
    read() {
      this.push(at < bytes.length ? bytes.subarray(at, (at += size)) : null)
    },
  })
}

async function listAll(store: FileStore): Promise<ListedObject[]> {
  const listed: ListedObject[] = []
  for await (const item of store.list()) listed.push(item)
  return listed
}

/**
 * What every FileStore must do, whatever holds the bytes: run by each store's test file against a
 * fresh, empty store from `make`.
 */
export function fileStoreContract(make: () => Promise<StoreUnderTest>) {
  it('stores bytes by their hash once, and answers sizes and streams, whole or a span', async () => {
    const { store } = await make()
    const sha256 = await store.put(Buffer.from('hello, store'))
    expect(sha256).toBe(sha(Buffer.from('hello, store')))
    expect(await store.put(Buffer.from('hello, store'))).toBe(sha256)
    expect((await store.stat({ sha256 }))?.size).toBe(12)
    expect((await store.stat({ sha256 }))?.modified.getTime()).toBeGreaterThan(Date.now() - 3_600_000)
    expect(await text((await store.open({ sha256 }))!)).toBe('hello, store')
    expect(await text((await store.open({ sha256 }, { start: 7, end: 11 }))!)).toBe('store')
    // What a browser asks first of a video. (Not 0-0: s3rver reads an end of 0 as no end.)
    expect(await text((await store.open({ sha256 }, { start: 0, end: 1 }))!)).toBe('he')
  })

  it('answers null for what it does not hold, and removing it is no error', async () => {
    const { store } = await make()
    const absent = 'e'.repeat(64)
    expect(await store.stat({ sha256: absent })).toBeNull()
    expect(await store.open({ sha256: absent })).toBeNull()
    expect(await store.open({ sha256: absent, variant: 'w160.webp' })).toBeNull()
    expect(await store.variants(absent)).toEqual([])
    await store.remove(absent)
    await store.removeVariants(absent, ['w160.webp'])
  })

  it('keeps variants beside their blob, lists them, and removes every one with it', async () => {
    const { store } = await make()
    const sha256 = await store.put(Buffer.from('original'))
    const other = await store.put(Buffer.from('another original'))
    await store.putVariant(sha256, 'w160.webp', Buffer.from('small'))
    await store.putVariant(sha256, 'w640-16x9-f50-50.webp', Buffer.from('cropped'))
    await store.putVariant(other, 'w160.webp', Buffer.from('other small'))
    await store.putVariant(sha256, 'w160.webp', Buffer.from('small again'))
    expect(await text((await store.open({ sha256, variant: 'w160.webp' }))!)).toBe('small again')
    expect((await store.variants(sha256)).sort()).toEqual(['w160.webp', 'w640-16x9-f50-50.webp'])
    await store.removeVariants(sha256, ['w640-16x9-f50-50.webp'])
    expect(await store.variants(sha256)).toEqual(['w160.webp'])
    await store.remove(sha256)
    expect(await store.stat({ sha256 })).toBeNull()
    expect(await store.stat({ sha256, variant: 'w160.webp' })).toBeNull()
    expect(await store.open({ sha256 })).toBeNull()
    expect(await store.variants(other)).toEqual(['w160.webp'])
  })

  it('stages a stream, hashing it, and keeps it as a blob or drops it', async () => {
    const { store, staged: stagedCount } = await make()
    const bytes = Buffer.from('a staged upload')
    const staged = await store.stage(Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]))
    expect(staged.size).toBe(bytes.length)
    expect(staged.sha256).toBe(sha(bytes))
    expect(await text(await staged.open())).toBe('a staged upload')
    expect(await store.stat({ sha256: staged.sha256 })).toBeNull()
    expect(await stagedCount()).toBe(1)
    await staged.keep()
    await staged.drop()
    expect(await text((await store.open({ sha256: staged.sha256 }))!)).toBe('a staged upload')

    const dropped = await store.stage(Readable.from([Buffer.from('never kept')]))
    await dropped.drop()
    expect(await store.stat({ sha256: dropped.sha256 })).toBeNull()
    expect(await stagedCount()).toBe(0)
  })

  it('keeps identical bytes once: the stored blob stays, the staged copy goes', async () => {
    const { store, staged: stagedCount } = await make()
    const sha256 = await store.put(Buffer.from('shared bytes'))
    const staged = await store.stage(Readable.from([Buffer.from('shared bytes')]))
    expect(staged.sha256).toBe(sha256)
    await staged.keep()
    expect(await text((await store.open({ sha256 }))!)).toBe('shared bytes')
    expect(await stagedCount()).toBe(0)
    expect(await listAll(store)).toEqual([{ key: { sha256 }, size: 12 }])
  })

  it('streams a large upload in and out, and serves any span of it', async () => {
    const { store, staged: stagedCount } = await make()
    // Past two of S3's 5 MiB parts, so a multipart upload joins three of them.
    const bytes = pattern(12 * 1024 * 1024 + 12_345, 7)
    const staged = await store.stage(chunked(bytes))
    expect(staged.size).toBe(bytes.length)
    expect(staged.sha256).toBe(sha(bytes))
    await staged.keep()
    expect(await stagedCount()).toBe(0)
    const sha256 = staged.sha256
    expect((await store.stat({ sha256 }))?.size).toBe(bytes.length)
    expect(sha(await buffer((await store.open({ sha256 }))!))).toBe(sha256)
    const across = { start: 5 * 1024 * 1024 - 10, end: 5 * 1024 * 1024 + 9 }
    expect((await buffer((await store.open({ sha256 }, across))!)).equals(bytes.subarray(across.start, across.end + 1))).toBe(true)
    const tail = { start: bytes.length - 100, end: bytes.length - 1 }
    expect((await buffer((await store.open({ sha256 }, tail))!)).equals(bytes.subarray(tail.start))).toBe(true)
  })

  it('stages an empty stream as an empty upload', async () => {
    const { store } = await make()
    const staged = await store.stage(Readable.from([]))
    expect(staged.size).toBe(0)
    expect(staged.sha256).toBe(sha(Buffer.alloc(0)))
    await staged.drop()
  })

  it('leaves nothing staged when the stream fails, early or after a part was sent', async () => {
    const { store, staged: stagedCount } = await make()
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection lost'))
      },
    })
    await expect(store.stage(failing)).rejects.toThrow('connection lost')
    const big = pattern(6 * 1024 * 1024, 3)
    let sent = 0
    const lateFailing = new Readable({
      read() {
        if (sent >= big.length) return this.destroy(new Error('connection lost late'))
        this.push(big.subarray(sent, (sent += 1024 * 1024)))
      },
    })
    await expect(store.stage(lateFailing)).rejects.toThrow('connection lost late')
    expect(await stagedCount()).toBe(0)
    expect(await listAll(store)).toEqual([])
  })

  it('lists every blob, then every variant, with its size, and nothing staged', async () => {
    const { store } = await make()
    const a = await store.put(Buffer.from('first'))
    const b = await store.put(Buffer.from('second blob'))
    await store.putVariant(a, 'w160.webp', Buffer.from('tiny'))
    await store.putVariant(b, 'w320-1x1-f50-50.webp', Buffer.from('square'))
    const staged = await store.stage(Readable.from([Buffer.from('not kept yet')]))
    const blobs = [
      { key: { sha256: a }, size: 5 },
      { key: { sha256: b }, size: 11 },
    ].sort((x, y) => x.key.sha256.localeCompare(y.key.sha256))
    const variants = [
      { key: { sha256: a, variant: 'w160.webp' }, size: 4 },
      { key: { sha256: b, variant: 'w320-1x1-f50-50.webp' }, size: 6 },
    ].sort((x, y) => x.key.sha256.localeCompare(y.key.sha256))
    expect(await listAll(store)).toEqual([...blobs, ...variants])
    await staged.drop()
  })
}
