import { Agent as HttpAgent } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import { S3Client } from '@aws-sdk/client-s3'
import type { S3Config } from '../config.js'

/**
 * Sockets one instance may hold open to the store. A download streams from the store at the pace of
 * the visitor who reads it, holding its socket meanwhile: the SDK's default of 50 would make the
 * 51st slow download of a video wait for a socket, and every upload and thumbnail behind it.
 */
const MAX_SOCKETS = 256
/** An endpoint that does not answer a connection in this time is unreachable: fail, do not hang. */
const CONNECT_TIMEOUT_MS = 5000

/** An S3 client for the configured store, speaking only what every S3-compatible store understands. */
export function createS3Client(s3: S3Config): S3Client {
  const agent = { keepAlive: true, maxSockets: MAX_SOCKETS }
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint || undefined,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.accessKeyId ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
    // Since 3.729 the SDK adds CRC32 checksums to every upload, sent as aws-chunked bodies with trailers
    // and announced on multipart uploads. Aliyun OSS, Tencent COS, Ceph RGW, older MinIO and test servers
    // refuse them or, worse, store the chunk framing as the object's bytes. Only where S3 demands one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      httpAgent: new HttpAgent(agent),
      httpsAgent: new HttpsAgent(agent),
    },
  })
}
