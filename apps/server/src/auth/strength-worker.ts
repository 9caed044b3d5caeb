/**
 * The strength worker: a thread of its own that loads zxcvbn once and answers one check at a time, so
 * an estimate's seconds of CPU never hold up the server's event loop (strength-queue.ts starts it).
 */
import { workerData } from 'node:worker_threads'
import { lowerThreadPriority } from '../lib/worker-file.js'
import { serveJobs } from '../lib/worker-queue.js'
import { loadStrengthRules, strengthProblem, type KnownWords } from './strength-rules.js'

/** A check asked of the worker; its answer is the refusal's message key or null. */
export interface StrengthJob {
  password: string
  username: string
  known: KnownWords
}

export interface StrengthWorkerData {
  pinyinNames: readonly string[]
  minScore: number
}

lowerThreadPriority()

const rules = loadStrengthRules(workerData as StrengthWorkerData)
serveJobs(async (job: StrengthJob) => strengthProblem(await rules, job.password, job.username, job.known))
