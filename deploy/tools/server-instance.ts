/**
 * One server instance as the systemd unit runs it: the built server's start script on the project's
 * Node (which becomes the server with Node's settings for its database), its output in a log file.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { untilReady } from './instance-probe.js'

/** How the server is started (apps/server's start script and the systemd unit): it picks Node's settings itself. */
export const START_SCRIPT = 'apps/server/dist/start.js'

export interface InstanceProcess {
  port: number
  pid: number
  child: ChildProcess
  logFile: string
  /** Resolves with the exit code, or the signal's name, when the process ends. */
  exited: Promise<number | string>
  /** SIGTERM (the server finishes requests in flight), then resolves once the process has left. */
  stop(): Promise<void>
}

/** Starts the instance; it serves once `ready` resolves. */
export function startInstance(root: string, port: number, env: NodeJS.ProcessEnv, logFile: string): InstanceProcess {
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, [START_SCRIPT], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')))
  return {
    port,
    pid: child.pid ?? 0,
    child,
    logFile,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      // The server exits by itself after SHUTDOWN_GRACE_MS (10 s by default) at the latest.
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** The last lines of an instance's log: why it stopped, where whoever reads the error can see it (CI keeps no temporary files). */
function logTail(logFile: string, lines = 15): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

/** Resolves once the instance's /readyz answers 200 (it reads the database); rejects if it exits first. */
export async function ready(instance: InstanceProcess, timeoutMs: number): Promise<void> {
  let exit: number | string | undefined
  void instance.exited.then((code) => (exit = code))
  const state = await untilReady(`http://127.0.0.1:${instance.port}`, timeoutMs, () => (exit === undefined ? undefined : String(exit)))
  if (state.gone !== undefined)
    throw new Error(
      `instance on ${instance.port} exited (${state.gone}) before it was ready; its log (${instance.logFile}) ends:\n${logTail(instance.logFile)}`,
    )
  if (!state.ready)
    throw new Error(
      `instance on ${instance.port} not ready after ${timeoutMs / 1000} s (its /readyz: ${state.said}); its log: ${instance.logFile}`,
    )
}
