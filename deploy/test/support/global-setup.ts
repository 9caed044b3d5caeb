/**
 * Once per run of the deploy tests: `deploy-try.ts` (what `npm run deploy:try` runs after building)
 * started as a real process on ports of its own, on a fresh PostgreSQL database, with low per-client
 * limits and a 1 MB upload limit the tests reach. Teardown stops it with SIGTERM, as an operator would.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { dropDatabase } from '../../tools/postgres-database.js'
import { ROOT } from '../../tools/nginx-site.js'
import { cleanEnv } from './clean-env.js'
import { LAYOUT_PORTS, TEST_LIMITS, testDatabaseUrl } from './layout-settings.js'
import { takeMachineLock } from './machine-lock.js'
import './context.js'

export default async function setup(project: TestProject) {
  const release = await takeMachineLock(60 * 60_000, (line) => console.log(line))
  try {
    return await startLayout(project, release)
  } catch (error) {
    release()
    throw error
  }
}

async function startLayout(project: TestProject, release: () => void) {
  const databaseUrl = testDatabaseUrl()
  await dropDatabase(databaseUrl)
  const dataDir = mkdtempSync(join(tmpdir(), 'ibr-deploy-test-data-'))
  const started = performance.now()
  const args = [
    '--conditions=source',
    '--import',
    'tsx',
    'deploy/tools/deploy-try.ts',
    ...['--https-port', String(LAYOUT_PORTS.https), '--http-port', String(LAYOUT_PORTS.http)],
    ...['--ports', LAYOUT_PORTS.instances.join(','), '--database-url', databaseUrl, '--data-dir', dataDir],
  ]
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // Shedding off for the reason e2e/support/server.ts gives.
    // Info: the request log's lines (LOG_REQUESTS=notable: failures, slow requests, staff writes) are
    // what client-address.test.ts reads.
    env: { ...cleanEnv(), ...TEST_LIMITS, LOG_LEVEL: 'info', OVERLOAD_SAMPLE_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')))

  const serving = new Promise<string>((resolve, reject) => {
    const look = () => {
      const found = /^> layout: (\S+)$/m.exec(output)
      if (found && output.includes('Ctrl+C stops everything')) resolve(found[1]!)
    }
    child.stdout.on('data', look)
    setTimeout(() => reject(new Error(`the layout did not serve within 5 minutes:\n${output}`)), 300_000).unref()
    void exited.then((code) => reject(new Error(`deploy-try exited (${code}) before the layout served:\n${output}`)))
  })
  const layoutFile = await serving.catch(async (error: unknown) => {
    child.kill('SIGTERM')
    await exited
    throw error
  })
  console.log(`deploy: layout ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${layoutFile})`)
  project.provide('layoutFile', layoutFile)
  project.provide('databaseUrl', databaseUrl)

  return async function teardown() {
    child.kill('SIGTERM')
    const code = await exited
    if (code !== 0) console.error(`deploy-try ended with ${code}:\n${output}`)
    await dropDatabase(databaseUrl)
    rmSync(dataDir, { recursive: true, force: true })
    release()
  }
}
