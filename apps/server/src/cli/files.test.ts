import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { DirectoryFileStore } from '../storage/directory-file-store.js'
import { openFileStore } from '../storage/open-file-store.js'
import { runCli } from '../test/cli-process.js'
import { startS3Server, type S3TestServer } from '../test/s3-server.js'

let server: S3TestServer
let dataDir: string
const folders: string[] = []
beforeAll(async () => {
  server = await startS3Server()
  dataDir = await mkdtemp(join(tmpdir(), 'ibr-files-cli-'))
  folders.push(dataDir)
})
afterAll(async () => {
  await server?.close()
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

/** The command as an operator runs it: its own process, the server's settings from the environment. */
const files = (args: string[], env: Record<string, string>) => runCli('files', args, env)

// Each call is a process that compiles the CLI: on a loaded machine a few of them outlast 30 s.
describe('npm run files -- copy', { timeout: 120_000 }, () => {
  it('copies DATA_DIR’s files into the bucket, prints progress, and a second run finds them there', async () => {
    const folder = new DirectoryFileStore(join(dataDir, 'files'))
    const bytes = [randomBytes(2000), randomBytes(3000)]
    const hashes = await Promise.all(bytes.map((b) => folder.put(b)))
    await folder.putVariant(hashes[0]!, 'w160.webp', randomBytes(100))
    // FILE_STORE=s3 already (switched before the last run, as docs/files.md says): --to s3 still reads the folder.
    const env: Record<string, string> = { DATA_DIR: dataDir, ...server.env() }

    const first = await files(['copy', '--to', 's3'], env)
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toContain(
      `copying every stored file from the folder ${join(dataDir, 'files')} to the bucket ibr-test under ${env.S3_PREFIX!}/ at ${server.endpoint}`,
    )
    expect(first.stdout).toMatch(/^done: 3 objects \(3 copied, 0 already there\), 0\.0 MB written, \d+\.\d MB\/s$/m)
    expect(first.stdout).not.toContain(env.S3_SECRET_ACCESS_KEY!)
    const bucket = await openFileStore(loadConfig(env))
    for (const [i, sha256] of hashes.entries()) expect((await buffer((await bucket.open({ sha256 }))!)).equals(bytes[i]!)).toBe(true)

    const second = await files(['copy', '--to', 's3', '--verify'], env)
    expect(second.status).toBe(0)
    expect(second.stdout).toMatch(/^done: 3 objects \(0 copied, 3 already there\), 0\.0 MB written/m)

    const back = await mkdtemp(join(tmpdir(), 'ibr-files-back-'))
    folders.push(back)
    const restored = await files(['copy', '--to', 'dir'], { ...env, DATA_DIR: back, FILE_STORE: 'dir' })
    expect(restored.status).toBe(0)
    expect(restored.stdout).toMatch(/^done: 3 objects \(3 copied, 0 already there\)/m)
    expect((await buffer((await new DirectoryFileStore(join(back, 'files')).open({ sha256: hashes[1]! }))!)).equals(bytes[1]!)).toBe(true)
  })

  it('refuses a missing or unknown direction with its usage, and a bucket it cannot use with one line', async () => {
    const none = await files(['copy'], { DATA_DIR: dataDir })
    expect(none.status).toBe(2)
    expect(none.stderr).toMatch(/^--to must be s3 or dir\nusage:/)
    const unknown = await files(['move', '--to', 's3'], { DATA_DIR: dataDir })
    expect(unknown.status).toBe(2)
    const unset = await files(['copy', '--to', 's3'], { DATA_DIR: dataDir })
    expect(unset.status).toBe(1)
    expect(unset.stderr).toBe('S3_BUCKET and S3_REGION must be set to use the S3 store\n')
    const wrong = await files(['copy', '--to', 's3'], { DATA_DIR: dataDir, ...server.env(), S3_BUCKET: 'no-such-bucket' })
    expect(wrong.status).toBe(1)
    expect(wrong.stderr).toMatch(/^S3_BUCKET: there is no bucket "no-such-bucket" at [^\n]+\n$/)
  })
})
