import { randomBytes } from 'node:crypto'
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import type { S3Config } from '../config.js'

/** How long the whole check may take before the store is called unreachable. */
const PROBE_TIMEOUT_MS = 15000

/** The object store is not usable as configured; the message is one line naming the setting at fault. */
export class FileStoreSetupError extends Error {}

type Step = 'write' | 'read' | 'list' | 'delete'

interface SdkError {
  name?: string
  code?: string
  $metadata?: { httpStatusCode?: number }
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'])

/**
 * Checks, before the server takes any request, that the store can be written, read back, listed and
 * cleaned under the prefix: a tiny object put, got, listed and deleted, as every upload, download,
 * variant look-up and removal will. A write comes first because its refusal names the fault (no such
 * bucket, unknown key, wrong secret, wrong region), where a HEAD's bare 403 or 404 could not.
 */
export async function probeS3Store(client: S3Client, s3: S3Config): Promise<void> {
  const key = `${s3.prefix}probe/${randomBytes(8).toString('hex')}`
  const body = `probe ${key}`
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS)
  const attempt = async <T>(step: Step, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw new FileStoreSetupError(describeFailure(error as SdkError, step, s3))
    }
  }
  await attempt('write', () => client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body }), { abortSignal: signal }))
  const read = await attempt('read', async () => {
    const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }), { abortSignal: signal })
    return answer.Body?.transformToString()
  })
  if (read !== body)
    throw new FileStoreSetupError(
      `S3_ENDPOINT: the store at ${where(s3)} answered other bytes than were written; it does not behave as an S3 store`,
    )
  await attempt('list', () =>
    client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: key, MaxKeys: 1 }), { abortSignal: signal }),
  )
  await attempt('delete', () => client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }), { abortSignal: signal }))
}

/** Where the store is, as a person would name it. */
function where(s3: S3Config): string {
  return s3.endpoint || `AWS S3 (${s3.region})`
}

/** One line naming the setting at fault; never the secret, never the SDK's own message. */
export function describeFailure(error: SdkError, step: Step, s3: S3Config): string {
  const name = error.name ?? ''
  const status = error.$metadata?.httpStatusCode
  const code = error.code ?? name
  const bucket = `bucket "${s3.bucket}"`
  if (UNREACHABLE.has(code) || name === 'TimeoutError' || name === 'AbortError') {
    if (s3.endpoint && !s3.forcePathStyle && (code === 'ENOTFOUND' || code === 'EAI_AGAIN'))
      return `S3_FORCE_PATH_STYLE: ${s3.bucket}.${new URL(s3.endpoint).host} has no address; a self-hosted store (MinIO, Ceph RGW) needs S3_FORCE_PATH_STYLE=true, or S3_ENDPOINT is wrong (${code})`
    return `S3_ENDPOINT: cannot reach the object store at ${where(s3)} (${code})`
  }
  switch (name) {
    case 'NoSuchBucket':
      return `S3_BUCKET: there is no ${bucket} at ${where(s3)}`
    case 'InvalidAccessKeyId':
      return `S3_ACCESS_KEY_ID: the object store at ${where(s3)} does not know this access key`
    case 'SignatureDoesNotMatch':
      return `S3_SECRET_ACCESS_KEY: the object store refused the signature: the secret is not the one of S3_ACCESS_KEY_ID`
    case 'AuthorizationHeaderMalformed':
    case 'InvalidRegion':
    case 'IllegalLocationConstraintException':
    case 'PermanentRedirect':
      return `S3_REGION: the ${bucket} is not in region "${s3.region}" at ${where(s3)} (${name})`
    case 'AccessDenied':
      return `S3_ACCESS_KEY_ID: this key may not ${step} objects under "${s3.prefix || '/'}" in the ${bucket}; grant it GetObject, PutObject, DeleteObject and ListBucket`
  }
  if (status === 301) return `S3_REGION: the ${bucket} is not in region "${s3.region}" at ${where(s3)}`
  if (status === 403) return `S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY: the object store refused to ${step} in the ${bucket}`
  if (status === 404) return `S3_BUCKET: there is no ${bucket} at ${where(s3)}`
  return `S3_ENDPOINT: the object store at ${where(s3)} failed to ${step} a test object (${name || 'error'}${status ? `, HTTP ${status}` : ''})`
}
