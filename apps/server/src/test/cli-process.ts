import { spawn } from 'node:child_process'
import { join } from 'node:path'

/** How a command line tool ended and everything it wrote. */
export interface CliResult {
  /** Its exit code (null after a signal). */
  status: number | null
  stdout: string
  stderr: string
}

/**
 * Runs one of the server's command line tools (`src/cli/<script>.ts`) as its own process from source,
 * as `npm run <script>` would after a build: only PATH, no demo seed, a silent log, then `env` (no
 * setting leaks in from the test's own environment). Resolves once it has exited and its output is read.
 */
export function runCli(script: string, args: readonly string[], env: Record<string, string> = {}): Promise<CliResult> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { PATH: process.env.PATH, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (status) => resolve({ status, stdout, stderr }))
  })
}
