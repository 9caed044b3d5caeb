/**
 * Once per `npx vitest run --root e2e`: starts the built site server (fresh temporary DATA_DIR, or
 * DATABASE_URL when set) and hands its address to the tests as inject('baseUrl'). Teardown stops it
 * and removes the folder. The browser is launched by each test file (support/browser.ts), not here.
 */
import { existsSync } from 'node:fs'
import { relative } from 'node:path'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_PATH } from './browser-path.js'
import { ROOT, ensureBuilds, startSiteServer } from './server.js'
import './context.js'

export default async function setup(project: TestProject) {
  ensureBuilds()
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} not found: run "node scripts/browser-deps.mjs" (installs chromium and fonts-noto-cjk with apt-get)`)
  }
  const started = performance.now()
  const server = await startSiteServer({ logName: 'e2e-server.log' })
  const where = server.database === 'postgresql' ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${server.dataDir}`
  console.log(
    `e2e: site server on ${server.baseUrl} (${where}), ready in ${((performance.now() - started) / 1000).toFixed(1)} s, log ${relative(ROOT, server.logFile)}`,
  )
  project.provide('baseUrl', server.baseUrl)

  return async function teardown() {
    await server.stop()
  }
}
