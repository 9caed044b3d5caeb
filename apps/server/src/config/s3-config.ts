import { isWebAddress } from '@ibr/contract'
import type { BoolReader, Env } from './env-readers.js'

/** An S3-compatible object store (AWS S3, MinIO, Ceph RGW, Aliyun OSS, Tencent COS). */
export interface S3Config {
  /** The store's address, e.g. https://oss-cn-beijing.aliyuncs.com; '' for AWS (the region names it). */
  endpoint: string
  region: string
  bucket: string
  /** Key prefix every object is stored under: '' or ending with '/' (e.g. `ibr/`). */
  prefix: string
  /** '' for both: the SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId: string
  secretAccessKey: string
  /** Bucket in the path (http://host/bucket/key) rather than in the host name: MinIO, Ceph RGW. */
  forcePathStyle: boolean
}

/** The S3 settings a store cannot be reached without (empty when none is missing). */
export function missingS3Settings(s3: S3Config): string[] {
  return [!s3.bucket && 'S3_BUCKET', !s3.region && 'S3_REGION'].filter((name) => name !== false)
}

export function s3Config(env: Env, bool: BoolReader, problems: string[]): S3Config {
  const value = (name: string) => (env[name] ?? '').trim()
  const endpoint = value('S3_ENDPOINT').replace(/\/+$/, '')
  if (endpoint && !isWebAddress(endpoint)) problems.push(`S3_ENDPOINT must be an http:// or https:// address, got "${endpoint}"`)
  const region = value('S3_REGION')
  if (region && !/^[A-Za-z0-9-]{1,64}$/.test(region)) problems.push(`S3_REGION must be a region name such as us-east-1, got "${region}"`)
  const bucket = value('S3_BUCKET')
  // Loose enough for older Ceph and OSS buckets with capitals or underscores; what names a path or a host is refused.
  if (bucket && !/^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/.test(bucket))
    problems.push(`S3_BUCKET must be a bucket name (letters, digits, dots, hyphens), got "${bucket}"`)
  const rawPrefix = value('S3_PREFIX').replace(/^\/+/, '')
  const prefix = rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix
  if (prefix.split('/').some((part) => part === '.' || part === '..') || /[\p{Cc}\\]/u.test(prefix) || prefix.includes('//'))
    problems.push(`S3_PREFIX must be key segments separated by /, got "${rawPrefix}"`)
  const accessKeyId = value('S3_ACCESS_KEY_ID')
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY')
  // The secret itself is never repeated in a message.
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left empty for the SDK’s own credentials)')
  return { endpoint, region, bucket, prefix, accessKeyId, secretAccessKey, forcePathStyle: bool('S3_FORCE_PATH_STYLE', false) }
}
