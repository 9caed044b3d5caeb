import { spawn, execSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeSettings } from './node-settings.js'
import { SERVER_BUNDLE as mainJs } from './server-bundle.js'
import { TEMPLATE_DIR } from './test/template.js'

const serverDir = fileURLToPath(new URL('..', import.meta.url))
const startJs = join(serverDir, 'dist/start.js')

async function freePort(): Promise<number> {
  const probe = createServer()
  const port = await new Promise<number>((resolve) =>
    probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)),
  )
  await new Promise((resolve) => probe.close(resolve))
  return port
}

describe('the server process', () => {
  let dataDir: string
  beforeAll(async () => {
    // tsc alone (a type check) leaves the bundle as it was: built again when tsc built since (its build info says when).
    const tscBuilt = join(serverDir, 'tsconfig.tsbuildinfo')
    if (!existsSync(startJs) || !existsSync(mainJs) || (existsSync(tscBuilt) && statSync(mainJs).mtimeMs < statSync(tscBuilt).mtimeMs))
      execSync('npx tsc -b && node ../../scripts/bundle-server.mjs', { cwd: serverDir, stdio: 'inherit' })
    dataDir = await mkdtemp(join(tmpdir(), 'ibr-main-'))
    await cp(TEMPLATE_DIR, dataDir, { recursive: true })
  })
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('starts with Node’s settings for its database in the process started, finishes a request in flight on SIGTERM, then exits within 10 s', async () => {
    const port = await freePort()
    const callers = { ...process.env }
    delete callers.MALLOC_ARENA_MAX
    // As npm start and the systemd unit start it: the start script becomes the server.
    const child = spawn(process.execPath, [startJs], {
      env: {
        ...callers,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        // The arrival of a request is logged at debug only.
        LOG_LEVEL: 'debug',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const listening = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk
        if (output.includes('Server listening')) resolve()
      })
      child.on('exit', () => reject(new Error(`server exited early: ${output}`)))
    })
    await listening
    // Read from /proc, which only Linux has (the machines CI and production run on).
    if (process.platform === 'linux') {
      const settings = nodeSettings(undefined)
      const args = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0')
      expect(args.slice(1)).toEqual([...settings.flags, mainJs, ''])
      const environ = readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0')
      for (const [name, value] of Object.entries(settings.env)) expect(environ).toContain(`${name}=${value}`)
    }
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.on('exit', (code) => resolve({ code, at: Date.now() })),
    )

    // A request whose body arrives in two halves, with SIGTERM between them.
    const body = JSON.stringify({ type: 'top', lang: 'en' })
    let signalled = 0
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/menu/list',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = ''
          res.on('data', (c) => (text += c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      req.write(body.slice(0, 5))
      // SIGTERM only once the server has the request (it logs it), and the rest of the body once the
      // server has begun to stop: the request is then truly in flight across the shutdown.
      const waitFor = (text: string) =>
        new Promise<void>((ok) => {
          const check = () => {
            if (output.includes(text)) {
              child.stdout.off('data', check)
              ok()
            }
          }
          child.stdout.on('data', check)
          check()
        })
      void waitFor('incoming request').then(async () => {
        signalled = Date.now()
        child.kill('SIGTERM')
        await waitFor('stopping')
        req.end(body.slice(5))
      })
    })
    const res = await answer
    expect(res.status).toBe(200)
    expect(JSON.parse(res.text).code).toBe('success')
    const { code, at } = await exited
    expect(code).toBe(0)
    expect(at - signalled).toBeLessThan(10_000)
  }, 30_000)

  it('refuses to start with a bad setting and says which', async () => {
    const child = spawn(process.execPath, [mainJs], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let err = ''
    child.stderr.on('data', (c) => (err += c))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(err).toContain('PORT must be a whole number')
  })
})
