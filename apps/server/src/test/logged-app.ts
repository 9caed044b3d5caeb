import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import type { TestApp } from './test-app.js'

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
