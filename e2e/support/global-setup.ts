/**
 * Once per `npx vitest run --root e2e`: starts one built site server for each file that may run at the
 * same time (fresh temporary DATA_DIR, or on PostgreSQL a database of its own beside DATABASE_URL's)
 * and hands their addresses to the tests as inject('baseUrls'). A file uses the server of its worker
 * slot (support/browser.ts baseUrl()), so two files running together never see each other's writes,
 * as files one after another on a slot see them today. Teardown stops them and removes what they made.
 * The browser is launched by each test file (support/browser.ts), not here.
 */
import { existsSync } from 'node:fs'
import { relative } from 'node:path'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_PATH } from './browser-path.js'
import { freshPostgresDatabase } from './database.js'
import { ROOT, ensureBuilds, startSiteServer } from './server.js'
import './context.js'

export default async function setup(project: TestProject) {
  ensureBuilds()
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} not found: run "node scripts/browser-deps.mjs" (installs chromium and fonts-noto-cjk with apt-get)`)
  }
  const slots = Math.max(1, Number(project.config.maxWorkers) || 1)
  const started = performance.now()
  const sharedUrl = process.env.DATABASE_URL
  const databases = await Promise.all(
    Array.from({ length: slots }, (_, slot) => (sharedUrl && slot > 0 ? freshPostgresDatabase(sharedUrl) : Promise.resolve(undefined))),
  )
  const servers = await Promise.all(
    databases.map((own, slot) =>
      startSiteServer({ logName: slot === 0 ? 'e2e-server.log' : `e2e-server-${slot + 1}.log`, ...(own ? { databaseUrl: own.url } : {}) }),
    ),
  )
  for (const server of servers) {
    const where = server.database === 'postgresql' ? 'PostgreSQL' : `embedded database in ${server.dataDir}`
    console.log(
      `e2e: site server on ${server.baseUrl} (${where}), ready in ${((performance.now() - started) / 1000).toFixed(1)} s, log ${relative(ROOT, server.logFile)}`,
    )
  }
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  )

  return async function teardown() {
    await Promise.all(servers.map((s) => s.stop()))
    for (const own of databases) await own?.drop()
  }
}
