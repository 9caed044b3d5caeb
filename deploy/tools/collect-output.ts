/** A program run to its end with its output kept: what the deploy tools and tests read of a command they run. */
import { spawn } from 'node:child_process'

export interface Collected {
  /** The exit code; null when a signal ended it. */
  status: number | null
  /** Standard output and standard error as they came, interleaved, trimmed. */
  output: string
}

/** Runs `command` (no shell) to its end; rejects only when it cannot be started at all. */
export function collectOutput(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Collected> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? '/', env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('close', (status) => resolve({ status, output: output.trim() }))
  })
}
