import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { fileStoreContract } from '../test/file-store-contract.js'
import { S3_TEST_KEY, startS3Server, type S3TestServer } from '../test/s3-server.js'
import { createS3Client } from './s3-client.js'
import { S3FileStore } from './s3-file-store.js'

let server: S3TestServer
beforeAll(async () => {
  server = await startS3Server()
})
afterAll(async () => {
  await server?.close()
})

/** A store under a prefix of its own in the one bucket: an empty store, as a new site has. */
function freshStore() {
  const { s3 } = loadConfig(server.env())
  const client = createS3Client(s3)
  return { s3, client, store: new S3FileStore({ client, bucket: s3.bucket, prefix: s3.prefix }) }
}

describe('S3FileStore', () => {
  fileStoreContract(async () => {
    const { s3, client, store } = freshStore()
    return {
      store,
      staged: async () => {
        const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${s3.prefix}staging/` }))
        return page.KeyCount ?? 0
      },
    }
  })

  it('keeps its objects under the prefix, laid out as the directory store lays out its files', async () => {
    const { s3, client, store } = freshStore()
    const sha256 = await store.put(Buffer.from('laid out'))
    await store.putVariant(sha256, 'w160.webp', Buffer.from('v'))
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: s3.prefix }))
    expect(page.Contents?.map((item) => item.Key)).toEqual([
      `${s3.prefix}blobs/${sha256.slice(0, 2)}/${sha256}`,
      `${s3.prefix}variants/${sha256.slice(0, 2)}/${sha256}-w160.webp`,
    ])
  })

  it('stages an upload far larger than the memory it takes', async () => {
    const { store } = freshStore()
    const total = 256 * 1024 * 1024
    const chunk = Buffer.alloc(256 * 1024, 7)
    const before = process.memoryUsage().arrayBuffers
    let peak = 0
    let sent = 0
    const source = new Readable({
      read() {
        peak = Math.max(peak, process.memoryUsage().arrayBuffers - before)
        if (sent >= total) return this.push(null)
        sent += chunk.length
        this.push(Buffer.from(chunk))
      },
    })
    const staged = await store.stage(source)
    await staged.drop()
    expect(staged.size).toBe(total)
    // Parts of 5 MiB, one filled while one is sent; the rest is garbage not yet collected (about 90 MiB
    // seen whatever the size). Held whole, it would be 256 MiB or more.
    expect(peak).toBeLessThan(160 * 1024 * 1024)
  }, 60_000)

  it('turns the SDK’s default checksums off: with them, the stored object is the chunk framing, not the bytes', async () => {
    const { s3, client } = freshStore()
    const defaults = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: S3_TEST_KEY.id, secretAccessKey: S3_TEST_KEY.secret },
    })
    const put = (via: S3Client, key: string) =>
      via.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: Readable.from([Buffer.from('exact bytes')]), ContentLength: 11 }))
    const read = async (key: string) => text((await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).Body as Readable)
    await put(defaults, `${s3.prefix}with-defaults`)
    await put(client, `${s3.prefix}as-configured`)
    expect(await read(`${s3.prefix}with-defaults`)).not.toBe('exact bytes')
    expect(await read(`${s3.prefix}as-configured`)).toBe('exact bytes')
  })
})
