import type { FastifyInstance } from 'fastify'
import { afterAll } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import type { TestApp } from './test-app.js'
import { useTestApp } from './use-test-app.js'

/**
 * A second server over a test app's database with these settings (log level info unless they say
 * otherwise), whose log lines are kept as written. The caller adds its routes, readies and closes it.
 */
export async function loggedApp(t: TestApp, env: Record<string, string>) {
  const lines: string[] = []
  const config = loadConfig({ DATA_DIR: t.dataDir, DATABASE_URL: t.deps.config.databaseUrl, LOG_LEVEL: 'info', ...env })
  const app = await buildApp({ ...t.deps, config }, { logStream: { write: (line) => void lines.push(line) } })
  return { app, lines }
}

/**
 * A test app for the file, and `readyLogged` to start logged servers over its database: each with
 * the routes given, ready, and closed after the file's tests (before the test app, whose hook
 * was registered first).
 */
export function useLoggedApps() {
  const t = useTestApp()
  const apps: FastifyInstance[] = []
  afterAll(async () => {
    for (const app of apps) await app.close()
  })
  async function readyLogged(env: Record<string, string>, routes: (app: FastifyInstance) => void = () => {}) {
    const made = await loggedApp(t, env)
    apps.push(made.app)
    routes(made.app)
    await made.app.ready()
    return made
  }
  return { t, readyLogged }
}
