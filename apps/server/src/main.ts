import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONTROL_SOCKET, DataDirInUseError, listenControlSocket } from './backup/control-socket.js'
import { SEARCH_SYNC_JOB } from './modules/search/index.js'
import { buildApp } from './app.js'
import { loadConfig, loadEnvFile } from './config.js'
import { migrate, openDatabase } from './db/database.js'
import { openDemoAccounts, seedDemoStaffIfNone } from './db/seed/demo-staff.js'
import { seedDemoIfEmpty } from './db/seed/seed-demo-if-empty.js'
import { startAddresses, startBanner } from './start-banner.js'
import { withStartLock } from './db/start-lock.js'
import { serverApplicationName } from './db/live-instances.js'
import { openFileStore } from './storage/open-file-store.js'

const version = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version as string

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/

/** Demo accounts have published passwords: say so loudly when others can reach the server. */
async function warnOfDemoAccounts(db: Parameters<typeof openDemoAccounts>[0], host: string, log: { warn(msg: string): void }) {
  if (LOOPBACK.test(host)) return
  const open = await openDemoAccounts(db).catch(() => [])
  if (open.length) {
    log.warn(
      `demo staff accounts with their published passwords are active on ${host}: ${open.join(', ')}. Deactivate them or change their passwords before anyone else can reach this server.`,
    )
  }
}

async function main() {
  loadEnvFile()
  const config = loadConfig()
  // Checked before the database is touched: a store that cannot be used stops the start with one line.
  const store = await openFileStore(config)
  // Before the embedded database is opened: a second server on the same DATA_DIR stops here, before it
  // could touch the files of a database another process has open. Without the socket the site still
  // serves; only `npm run backup` then needs it stopped.
  let noControl: string | undefined
  const control = config.databaseUrl
    ? undefined
    : await listenControlSocket(join(config.dataDir, CONTROL_SOCKET)).catch((error: unknown) => {
        if (error instanceof DataDirInUseError) throw error
        noControl = error instanceof Error ? error.message : String(error)
        return undefined
      })
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, application: serverApplicationName(version) })
  // Instances started together take turns: the first migrates (and seeds), the others find it done.
  const migrated = await withStartLock(database.db, database.kind, () => migrate(database.db))
  const deps = { config, db: database.db, databaseKind: database.kind, store, version }
  const app = await buildApp(deps)
  if (noControl) app.log.warn(`no control socket (${noControl}): npm run backup needs this server stopped`)
  if (migrated.newer.length)
    app.log.warn(
      `serving on a newer schema: the database has migrations this build does not know (${migrated.newer.join(', ')}), each recorded additive by the build that applied it`,
    )
  if (config.seedDemo) {
    await withStartLock(database.db, database.kind, async () => {
      await seedDemoIfEmpty(deps, app.log)
      if (await seedDemoStaffIfNone(database.db, config.product))
        app.log.info('demo staff accounts added: admin, editor, reviewer, teamadmin')
    })
  }
  control?.serve({ db: deps.db, kind: deps.databaseKind, databaseUrl: '', store, version, key: config.backupKey }, app.log)
  void warnOfDemoAccounts(deps.db, config.host, app.log)
  await app.services.jobs.start()
  // What changed while no instance ran (a seed, an import, a script) is searchable at once, not in a minute.
  await app.services.jobs.enqueue(SEARCH_SYNC_JOB, {}, { uniqueKey: SEARCH_SYNC_JOB })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    // /readyz says "draining" from here; a load balancer that reads it stops sending meanwhile.
    app.drain.begin()
    if (config.shutdownDrainMs > 0) {
      app.log.info({ signal }, `stopping: /readyz says draining, requests still taken for ${config.shutdownDrainMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
    }
    app.log.info({ signal, inFlight: app.drain.inFlight() }, 'stopping: finishing requests in flight')
    // Past the grace period the process leaves anyway, so an orchestrator never waits on a stuck request.
    setTimeout(() => {
      const open = app.drain.inFlight()
      const what = open > 0 ? `${open} request${open === 1 ? '' : 's'} still open` : 'background work still running (no request open)'
      app.log.error(`${what} ${config.shutdownGraceMs} ms after the port closed (SHUTDOWN_GRACE_MS); exiting`)
      process.exit(1)
    }, config.shutdownGraceMs).unref()
    await app.close()
    await control?.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(startAddresses(config.host, config.port), startBanner(config.host, config.port))
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
