import { createHash, randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { hashingStream } from './hashing-stream.js'
import { stagedBlob } from './staged-blob.js'
import type { ByteSpan, FileStore, ListedObject, ObjectKey, StagedBlob, StoredInfo } from './file-store.js'

/**
 * Bytes of an upload held in memory at once: lib-storage fills one part of this size while one is
 * sent. 5 MiB is the smallest part S3 takes; a larger upload is sent part after part.
 */
const PART_SIZE = 5 * 1024 * 1024
const HASH_NAME = /^[0-9a-f]{64}$/

/** Whether the store answered that the object is not there (HEAD answers a bare 404 without a code). */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  if (name === 'NoSuchKey' || name === 'NotFound') return true
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket'
}

/** A key as x-amz-copy-source carries it: URL-encoded, its slashes kept. */
const copySource = (bucket: string, key: string) => `${bucket}/${encodeURIComponent(key).replaceAll('%2F', '/')}`

export interface S3FileStoreOptions {
  client: S3Client
  bucket: string
  /** '' or a prefix ending with '/'. */
  prefix: string
}

/**
 * Objects in an S3-compatible bucket, under the prefix, laid out as the directory store lays out its
 * files: blobs/<2>/<sha256>, variants/<2>/<sha256>-<name>, and uploads being received in staging/.
 * Every transfer streams; a range is a Range GET; keeping a staged upload is a copy inside the store.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client
  private readonly bucket: string
  private readonly prefix: string

  constructor(options: S3FileStoreOptions) {
    this.client = options.client
    this.bucket = options.bucket
    this.prefix = options.prefix
  }

  private keyOf({ sha256, variant }: ObjectKey): string {
    return variant === undefined
      ? `${this.prefix}blobs/${sha256.slice(0, 2)}/${sha256}`
      : `${this.prefix}variants/${sha256.slice(0, 2)}/${sha256}-${variant}`
  }

  async put(bytes: Buffer): Promise<string> {
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    if (!(await this.stat({ sha256 }))) await this.putObject(this.keyOf({ sha256 }), bytes)
    return sha256
  }

  async stage(source: Readable): Promise<StagedBlob> {
    const key = `${this.prefix}staging/${randomBytes(12).toString('hex')}`
    const { stream: measure, result } = hashingStream()
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: measure },
      partSize: PART_SIZE,
      queueSize: 1,
    })
    try {
      await Promise.all([pipeline(source, measure), upload.done()])
    } catch (error) {
      // A refused upload must not leave the sender's stream waiting for a reader that is gone.
      measure.destroy()
      await upload.abort().catch(() => {})
      await this.deleteObject(key).catch(() => {})
      throw error
    }
    const { sha256, bytes } = result()
    return stagedBlob(
      { sha256, bytes },
      {
        open: async () => {
          const stream = await this.getObject(key)
          if (!stream) throw new Error('the staged upload is gone from the store')
          return stream
        },
        keep: async () => {
          // Identical bytes already stored stay as they are: a copy of hundreds of megabytes is not repeated.
          if (!(await this.stat({ sha256 }))) {
            await this.client.send(
              new CopyObjectCommand({ Bucket: this.bucket, Key: this.keyOf({ sha256 }), CopySource: copySource(this.bucket, key) }),
            )
          }
          // The blob is in place; a staged copy left behind is only space (docs/files.md: a lifecycle rule on staging/).
          await this.deleteObject(key).catch(() => {})
        },
        discard: () => this.deleteObject(key),
      },
    )
  }

  async putVariant(sha256: string, variant: string, bytes: Buffer): Promise<void> {
    await this.putObject(this.keyOf({ sha256, variant }), bytes)
  }

  async variants(sha256: string): Promise<string[]> {
    const start = this.keyOf({ sha256, variant: '' })
    const names: string[] = []
    for await (const { key } of this.keys(start)) names.push(key.slice(start.length))
    return names
  }

  async removeVariants(sha256: string, variants: readonly string[]): Promise<void> {
    // One DELETE each, not DeleteObjects: that call needs a checksum header some stores do not take.
    await Promise.all(variants.map((variant) => this.deleteObject(this.keyOf({ sha256, variant }))))
  }

  async stat(key: ObjectKey): Promise<StoredInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }))
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async open(key: ObjectKey, span?: ByteSpan): Promise<Readable | null> {
    return this.getObject(this.keyOf(key), span)
  }

  async remove(sha256: string): Promise<void> {
    await this.deleteObject(this.keyOf({ sha256 }))
    await this.removeVariants(sha256, await this.variants(sha256))
  }

  async *list(): AsyncIterable<ListedObject> {
    const blobs = `${this.prefix}blobs/`
    for await (const { key, size } of this.keys(blobs)) {
      const sha256 = key.slice(key.lastIndexOf('/') + 1)
      if (HASH_NAME.test(sha256)) yield { key: { sha256 }, size }
    }
    for await (const { key, size } of this.keys(`${this.prefix}variants/`)) {
      const name = key.slice(key.lastIndexOf('/') + 1)
      const sha256 = name.slice(0, 64)
      if (HASH_NAME.test(sha256) && name[64] === '-' && name.length > 65) yield { key: { sha256, variant: name.slice(65) }, size }
    }
  }

  /** Every key under a prefix with its size, in key order, one page of at most 1,000 at a time. */
  private async *keys(prefix: string): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }))
      for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  private async getObject(key: string, span?: ByteSpan): Promise<Readable | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: span ? `bytes=${span.start}-${span.end}` : undefined }),
      )
      // In Node the body is the HTTP response itself: a Readable, read as the caller reads it.
      return answer.Body as Readable
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  private async putObject(key: string, bytes: Buffer) {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentLength: bytes.length }))
  }

  private async deleteObject(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
  }
}
