import { createRequire } from 'node:module'
import { setPriority } from 'node:os'
import { pathToFileURL } from 'node:url'

/**
 * How to start a worker thread whose module sits beside the caller's: pass the caller's
 * `import.meta.url` and the worker module's name without extension.
 *
 * From source (tsx, vitest) the caller is a .ts file and so is the worker, which then needs tsx's
 * loader, named by its path (a command line may have changed directory since it started). From the
 * build the worker is tsc's output beside the caller's: the server bundle rebuilds each module's own
 * URL (scripts/bundle-server.mjs), so there too it is the file under apps/server/dist/.
 */
export function workerFile(callerUrl: string, name: string): { url: URL; execArgv: string[] | undefined } {
  const fromSource = callerUrl.endsWith('.ts')
  const url = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, callerUrl)
  if (!fromSource) return { url, execArgv: undefined }
  const tsx = pathToFileURL(createRequire(callerUrl).resolve('tsx')).href
  const isTsx = (arg: string | undefined) => arg === 'tsx'
  const kept = process.execArgv.filter(
    (arg, i, all) => arg !== '--import=tsx' && !(arg === '--import' && isTsx(all[i + 1])) && !(isTsx(arg) && all[i - 1] === '--import'),
  )
  return { url, execArgv: [...kept, '--import', tsx] }
}

/**
 * Lowers the calling worker thread's priority (nice 10; Linux keeps a nice value per thread, so the
 * server's main thread keeps its own): when the CPU is short, public requests go first, yet the work
 * still gets about a tenth of a busy core rather than starving (nice 19 left a staff member's import
 * waiting for minutes on a saturated machine).
 */
export function lowerThreadPriority(): void {
  try {
    setPriority(10)
  } catch {
    // Where a thread's priority cannot be changed, the work runs at the server's.
  }
}
