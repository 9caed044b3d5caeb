import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { startS3Server, type S3TestServer } from '../test/s3-server.js'
import { copyStore } from './copy-store.js'
import { DirectoryFileStore } from './directory-file-store.js'
import type { FileStore, ListedObject } from './file-store.js'
import { openFileStore } from './open-file-store.js'

let server: S3TestServer
const folders: string[] = []
beforeAll(async () => {
  server = await startS3Server()
})
afterAll(async () => {
  await server?.close()
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

async function folderStore() {
  const root = await mkdtemp(join(tmpdir(), 'ibr-copy-'))
  folders.push(root)
  return { root, store: new DirectoryFileStore(root) }
}
const bucketStore = () => openFileStore(loadConfig(server.env()), 's3')

async function listAll(store: FileStore): Promise<ListedObject[]> {
  const listed: ListedObject[] = []
  for await (const item of store.list()) listed.push(item)
  return listed
}

/** A few blobs (one past S3's 5 MiB part) and variants of them. */
async function fill(store: FileStore) {
  const blobs = [randomBytes(1000), randomBytes(6 * 1024 * 1024), Buffer.from('small')]
  const hashes = []
  for (const bytes of blobs) hashes.push(await store.put(bytes))
  await store.putVariant(hashes[0]!, 'w160.webp', randomBytes(300))
  await store.putVariant(hashes[1]!, 'w640-16x9-f50-50.webp', randomBytes(900))
  return { hashes, bytes: blobs.reduce((n, b) => n + b.length, 0) + 1200 }
}

async function sameContents(a: FileStore, b: FileStore) {
  const listed = await listAll(a)
  expect(await listAll(b)).toEqual(listed)
  for (const { key } of listed) expect((await buffer((await b.open(key))!)).equals(await buffer((await a.open(key))!))).toBe(true)
}

describe('copying every stored object between stores', () => {
  it('copies a folder into a bucket, each object checked, and a second run finds everything there', async () => {
    const { store: from } = await folderStore()
    const to = await bucketStore()
    const { bytes } = await fill(from)
    const first = await copyStore(from, to)
    expect(first).toEqual({ seen: 5, copied: 5, skipped: 0, gone: 0, failed: [], bytes })
    await sameContents(from, to)
    const again = await copyStore(from, to, { verify: true })
    expect(again).toEqual({ seen: 5, copied: 0, skipped: 5, gone: 0, failed: [], bytes: 0 })
  })

  it('copies a bucket back into an empty folder', async () => {
    const from = await bucketStore()
    const { store: to } = await folderStore()
    await fill(from)
    expect((await copyStore(from, to, { concurrency: 1 })).copied).toBe(5)
    await sameContents(from, to)
  })

  it('finishes an interrupted copy: what is there is skipped, the rest copied', async () => {
    const { store: from } = await folderStore()
    const to = await bucketStore()
    const { hashes } = await fill(from)
    // As if an earlier run stopped after one blob.
    await to.put(await buffer((await from.open({ sha256: hashes[0]! }))!))
    const done = await copyStore(from, to)
    expect([done.copied, done.skipped]).toEqual([4, 1])
    await sameContents(from, to)
  })

  it('reports a blob whose bytes do not match its name, and does not write it', async () => {
    const { root, store: from } = await folderStore()
    const to = await bucketStore()
    const good = await from.put(Buffer.from('intact'))
    const claimed = createHash('sha256').update('what it once was').digest('hex')
    await mkdir(join(root, 'blobs', claimed.slice(0, 2)), { recursive: true })
    await writeFile(join(root, 'blobs', claimed.slice(0, 2), claimed), 'rotted on disk')
    const done = await copyStore(from, to)
    expect(done.copied).toBe(1)
    expect(done.failed).toEqual([
      { key: { sha256: claimed }, reason: expect.stringMatching(/^its bytes hash to [0-9a-f]{64}: damaged in the source, not written$/) },
    ])
    expect(await to.stat({ sha256: claimed })).toBeNull()
    expect(await to.stat({ sha256: good })).not.toBeNull()
    expect(await listAll(to)).toEqual([{ key: { sha256: good }, size: 6 }])
  })

  it('with --verify, reports a copy in the target whose bytes are not its name', async () => {
    const { store: from } = await folderStore()
    const { root, store: to } = await folderStore()
    const sha256 = await from.put(Buffer.from('original bytes'))
    await mkdir(join(root, 'blobs', sha256.slice(0, 2)), { recursive: true })
    await writeFile(join(root, 'blobs', sha256.slice(0, 2), sha256), 'damaged bytes!')
    expect((await copyStore(from, to)).skipped).toBe(1)
    const verified = await copyStore(from, to, { verify: true })
    expect(verified.failed.map((f) => f.reason)).toEqual([expect.stringMatching(/^the target's copy hashes to /)])
  })

  it('counts an object deleted by the site while the copy runs, without failing', async () => {
    const from = await bucketStore()
    const { store: to } = await folderStore()
    const first = await from.put(Buffer.from('first'))
    const second = await from.put(Buffer.from('second'))
    const [earlier, later] = [first, second].sort()
    const done = await copyStore(from, to, {
      concurrency: 1,
      // The bucket's listing page was read before this: the later object is listed, then gone.
      onObject: async (_progress, key) => {
        if (key.sha256 === earlier) await from.remove(later!)
      },
    })
    expect(done).toMatchObject({ seen: 2, copied: 1, gone: 1, failed: [] })
  })
})
