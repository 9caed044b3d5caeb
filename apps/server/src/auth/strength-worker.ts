/**
 * The strength worker: a thread of its own that loads zxcvbn once and answers one check at a time, so
 * an estimate's seconds of CPU never hold up the server's event loop (strength-queue.ts starts it).
 */
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { loadStrengthRules, strengthProblem } from './strength-rules.js'

/** A check asked of the worker. */
export interface StrengthJob {
  id: number
  password: string
  username: string
  words: readonly string[]
}

/** Its answer: the refusal's message key or null, or the error the check threw. */
export type StrengthAnswer = { id: number; problem: string | null } | { id: number; error: string }

export interface StrengthWorkerData {
  pinyinNames: readonly string[]
  minScore: number
}

// The lowest priority, for this thread alone (Linux keeps a nice value per thread): when the machine
// is busy, public requests on the main thread go first and a check waits for spare CPU.
try {
  setPriority(19)
} catch {
  // Where a thread's priority cannot be changed, the checks run at the server's.
}

const port = parentPort!
const rules = loadStrengthRules(workerData as StrengthWorkerData)
port.on('message', (job: StrengthJob) => {
  rules
    .then((loaded) => strengthProblem(loaded, job.password, job.username, job.words))
    .then(
      (problem) => port.postMessage({ id: job.id, problem } satisfies StrengthAnswer),
      (error: unknown) => port.postMessage({ id: job.id, error: String(error) } satisfies StrengthAnswer),
    )
})
