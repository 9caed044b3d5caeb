import { join } from 'node:path'
import { answers, CONTROL_SOCKET } from '../backup/control-socket.js'

/**
 * Why a command line tool must not open the embedded database of `dataDir`: a server runs on it (its
 * control socket answers), and that database opens in one process only. Undefined when none does, or
 * when the site's database is PostgreSQL (`databaseUrl`), which many processes share.
 */
export async function embeddedServerRunning(config: { databaseUrl?: string; dataDir: string }): Promise<string | undefined> {
  if (config.databaseUrl || !(await answers(join(config.dataDir, CONTROL_SOCKET)))) return undefined
  return `a server is running on this DATA_DIR (${config.dataDir}), and the embedded database opens in one process only: stop it first (systemctl stop 'ibr@*')`
}
