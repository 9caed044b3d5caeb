/** A program run to its end with its output kept: what the deploy tools and tests read of a command they run. */
import { spawn, type ChildProcess } from 'node:child_process'

export interface Collected {
  /** The exit code; null when a signal ended it. */
  status: number | null
  /** Standard output and standard error as they came, interleaved, trimmed. */
  output: string
}

export interface CollectOptions {
  cwd?: string
  env?: NodeJS.ProcessEnv
  /** Called with the output so far at each piece of it: to signal the process at a given point. */
  watch?: (output: string, child: ChildProcess) => void
}

/** Runs `command` (no shell) to its end; rejects only when it cannot be started at all. */
export function collectOutput(command: string, args: string[], options: CollectOptions = {}): Promise<Collected> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? '/', env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const take = (chunk: Buffer) => {
      output += chunk.toString()
      options.watch?.(output, child)
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.once('error', reject)
    child.once('close', (status) => resolve({ status, output: output.trim() }))
  })
}
