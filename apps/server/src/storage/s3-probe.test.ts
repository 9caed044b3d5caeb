import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { startS3Server, type S3TestServer } from '../test/s3-server.js'
import { openFileStore } from './open-file-store.js'
import { describeFailure, FileStoreSetupError } from './s3-probe.js'

let server: S3TestServer
let verifying: S3TestServer
let dataDir: string
beforeAll(async () => {
  ;[server, verifying] = await Promise.all([startS3Server(), startS3Server({ verifying: true })])
  dataDir = await mkdtemp(join(tmpdir(), 'ibr-probe-'))
})
afterAll(async () => {
  await Promise.all([server?.close(), verifying?.close()])
  await rm(dataDir, { recursive: true, force: true })
})

const WRONG_SECRET = 'wrong-secret-that-must-never-show'

/** What opening the store with these settings fails with (a FileStoreSetupError's one line). */
async function refusal(env: Record<string, string>): Promise<string> {
  const error = await openFileStore(loadConfig({ DATA_DIR: dataDir, ...env })).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FileStoreSetupError)
  const line = (error as Error).message
  expect(line).not.toContain('\n')
  expect(line).not.toContain(WRONG_SECRET)
  return line
}

/** The server as an operator starts it, in its own process, over an empty data folder. */
async function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)))
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, stdout, stderr }
}

describe('the object store is checked at start', () => {
  it('opens a store that can be written, read, listed and cleaned, and leaves no test object', async () => {
    const env = server.env()
    const store = await openFileStore(loadConfig({ DATA_DIR: dataDir, ...env }))
    expect(await store.variants('0'.repeat(64))).toEqual([])
    const reopened = await openFileStore(loadConfig({ DATA_DIR: dataDir, ...env }))
    const listed = []
    for await (const item of reopened.list()) listed.push(item)
    expect(listed).toEqual([])
  })

  it('names the bucket when there is no such bucket', async () => {
    expect(await refusal({ ...server.env(), S3_BUCKET: 'no-such-bucket' })).toMatch(
      /^S3_BUCKET: there is no bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+$/,
    )
  })

  it('names the access key when the store does not know it', async () => {
    expect(await refusal({ ...server.env(), S3_ACCESS_KEY_ID: 'NOSUCHKEY', S3_SECRET_ACCESS_KEY: WRONG_SECRET })).toMatch(
      /^S3_ACCESS_KEY_ID: the object store at .* does not know this access key$/,
    )
  })

  it('names the secret when the signature is refused, without printing it', async () => {
    expect(await refusal({ ...verifying.env(), S3_SECRET_ACCESS_KEY: WRONG_SECRET })).toMatch(/^S3_SECRET_ACCESS_KEY: /)
  })

  it('names the endpoint when nothing answers there', async () => {
    expect(await refusal({ ...server.env(), S3_ENDPOINT: 'http://127.0.0.1:1' })).toBe(
      'S3_ENDPOINT: cannot reach the object store at http://127.0.0.1:1 (ECONNREFUSED)',
    )
  })

  it('says when a self-hosted store’s host name cannot be found because the bucket went into it', () => {
    const { s3 } = loadConfig({ ...server.env(), S3_ENDPOINT: 'http://minio.example:9000', S3_FORCE_PATH_STYLE: 'false' })
    expect(describeFailure({ name: 'Error', code: 'ENOTFOUND' }, 'write', s3)).toMatch(
      /^S3_FORCE_PATH_STYLE: ibr-test\.minio\.example:9000 has no address; .*S3_FORCE_PATH_STYLE=true/,
    )
  })

  it('stops the server with one line that names the setting, before it opens the database', async () => {
    const { code, stdout, stderr } = await start({ ...verifying.env(), S3_SECRET_ACCESS_KEY: WRONG_SECRET })
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/^S3_SECRET_ACCESS_KEY: [^\n]+\n$/)
    expect(stderr).not.toContain(WRONG_SECRET)
    const bucket = await start({ ...server.env(), S3_BUCKET: 'not-a-bucket-here' })
    expect(bucket.code).toBe(1)
    expect(bucket.stderr).toMatch(/^S3_BUCKET: there is no bucket "not-a-bucket-here" at [^\n]+\n$/)
  }, 60_000)

  it('refuses settings that cannot name a store, each by name, before reaching it', () => {
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(
      /S3_BUCKET must be set when FILE_STORE=s3[\s\S]*S3_REGION must be set when FILE_STORE=s3/,
    )
    expect(() => loadConfig({ FILE_STORE: 'nfs' })).toThrow('FILE_STORE must be dir or s3, got "nfs"')
    expect(() => loadConfig({ ...server.env(), S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http:// or https:// address')
    expect(() => loadConfig({ ...server.env(), S3_PREFIX: 'a/../b' })).toThrow('S3_PREFIX must be key segments')
    expect(() => loadConfig({ ...server.env(), S3_BUCKET: 'a/b' })).toThrow('S3_BUCKET must be a bucket name')
    const halfKey = () => loadConfig({ ...server.env(), S3_SECRET_ACCESS_KEY: '' })
    expect(halfKey).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
    const secretOnly = () => loadConfig({ ...server.env(), S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: WRONG_SECRET })
    expect(secretOnly).toThrow('must be set together')
    expect(secretOnly).not.toThrow(WRONG_SECRET)
    expect(loadConfig({ ...server.env(), S3_PREFIX: '/site/a' }).s3.prefix).toBe('site/a/')
    expect(loadConfig({}).fileStore).toBe('dir')
  })
})
