/**
 * The strength worker: a thread of its own that loads zxcvbn once and answers one check at a time, so
 * an estimate's seconds of CPU never hold up the server's event loop (strength-queue.ts starts it).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { lowerThreadPriority } from '../lib/worker-file.js'
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

lowerThreadPriority()

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
