import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

/** The one account the test servers know. */
export const S3_TEST_KEY = { id: 'S3RVER', secret: 'S3RVER' }

export interface S3TestServer {
  /** http://127.0.0.1:port */
  endpoint: string
  bucket: string
  /** The settings of FILE_STORE=s3 on this server, under a prefix of their own (so tests do not meet). */
  env(prefix?: string): Record<string, string>
  close(): Promise<void>
}

export interface S3TestServerOptions {
  /**
   * Run the fork of s3rver that checks signatures (a wrong secret is refused). It computes the path of
   * bucket-level requests without the trailing slash the SDK signs, so only object requests pass.
   */
  verifying?: boolean
}

/**
 * A real S3 server (s3rver) on loopback in a child process, with one bucket, storing in a folder
 * removed on close. docs/files.md says why this one and what it does not check.
 */
export async function startS3Server(options: S3TestServerOptions = {}): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'ibr-s3-'))
  const bucket = 'ibr-test'
  const script = fileURLToPath(new URL('./s3-server-child.mjs', import.meta.url))
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', script, directory, bucket, options.verifying ? 'verifying' : 's3rver'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = once(child, 'exit')
  const lines = createInterface({ input: child.stdout })
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => String(line)),
    exited.then(([code]) => {
      throw new Error(`the S3 test server stopped before it listened (exit ${String(code)})`)
    }),
  ])
  const { port } = JSON.parse(first) as { port: number }
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: (prefix = `t-${randomBytes(4).toString('hex')}`) => ({
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_PREFIX: prefix,
      S3_ACCESS_KEY_ID: S3_TEST_KEY.id,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY.secret,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      await rm(directory, { recursive: true, force: true })
    },
  }
}
