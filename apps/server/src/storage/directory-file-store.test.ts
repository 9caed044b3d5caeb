import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

  it('keeps variants beside their blob and removes them with it', async () => {
    const sha256 = await store.put(Buffer.from('original'))
    await store.putVariant(sha256, 'w160.webp', Buffer.from('small'))
    expect(await text((await store.open({ sha256, variant: 'w160.webp' }))!)).toBe('small')
    await store.remove(sha256, ['w160.webp'])
    expect(await store.stat({ sha256 })).toBeNull()
    expect(await store.stat({ sha256, variant: 'w160.webp' })).toBeNull()
    expect(await store.open({ sha256 })).toBeNull()
  })
})
