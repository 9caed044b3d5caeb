import { Worker } from 'node:worker_threads'
import { PASSWORD_MIN_SCORE, PINYIN_NAMES } from '@ibr/contract/staff'
import { AppError } from '../http/app-error.js'
import type { MessageKey } from '../i18n/catalogue-zh.js'
import { workerFile } from '../lib/worker-file.js'
import type { StrengthAnswer, StrengthJob, StrengthWorkerData } from './strength-worker.js'

/**
 * Checks waiting for the worker or in it, at most. One person's change of password holds one; a flood
 * (an administrator's script, requests from several instances' sessions) is refused past this rather
 * than kept in memory behind checks of seconds each.
 */
export const STRENGTH_QUEUE_MAX = 16
/** The worker and its dictionaries (tens of MB) go after this long without a check, and come back at the next. */
const IDLE_MS = 60_000

/** The worker's module, beside this one (lib/worker-file.ts). */
const WORKER = workerFile(import.meta.url, 'strength-worker')

interface Waiting {
  resolve: (problem: MessageKey | null) => void
  reject: (error: Error) => void
}

let worker: Worker | undefined
let idleTimer: NodeJS.Timeout | undefined
let nextId = 1
const waiting = new Map<number, Waiting>()

function failAll(error: Error) {
  for (const job of waiting.values()) job.reject(error)
  waiting.clear()
}

function startWorker(): Worker {
  const data: StrengthWorkerData = { pinyinNames: PINYIN_NAMES, minScore: PASSWORD_MIN_SCORE }
  const started = new Worker(WORKER.url, { workerData: data, execArgv: WORKER.execArgv, name: 'password-strength' })
  started.on('message', (answer: StrengthAnswer) => {
    const job = waiting.get(answer.id)
    waiting.delete(answer.id)
    if ('error' in answer) job?.reject(new Error(`password strength check: ${answer.error}`))
    else job?.resolve(answer.problem as MessageKey | null)
    if (waiting.size === 0) idle(started)
  })
  started.on('error', (error) => {
    if (worker === started) worker = undefined
    failAll(error)
  })
  started.on('exit', (code) => {
    if (worker === started) worker = undefined
    if (waiting.size) failAll(new Error(`password strength worker exited (${code})`))
  })
  return started
}

/** With nothing to check, the worker keeps no process alive (a command-line run ends) and goes after IDLE_MS. */
function idle(current: Worker) {
  current.unref()
  clearTimeout(idleTimer)
  idleTimer = setTimeout(() => {
    if (worker === current && waiting.size === 0) {
      worker = undefined
      void current.terminate()
    }
  }, IDLE_MS)
  idleTimer.unref()
}

/** Checks sent to the worker and not yet answered. */
export const strengthChecksWaiting = (): number => waiting.size

/**
 * Runs the strength rules (strength-rules.ts) in the worker, started on first use. Answers 429
 * `rateLimited` at once when STRENGTH_QUEUE_MAX checks are already waiting.
 */
export function checkStrength(password: string, username: string, words: readonly string[]): Promise<MessageKey | null> {
  if (waiting.size >= STRENGTH_QUEUE_MAX) {
    return Promise.reject(new AppError('rateLimited', 'staff.passwordChecksBusy', { retryAfter: 5 }))
  }
  clearTimeout(idleTimer)
  worker ??= startWorker()
  // While a check is out, the worker keeps the process alive: a command line awaiting it must not end.
  worker.ref()
  const id = nextId++
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    worker!.postMessage({ id, password, username, words: [...words] } satisfies StrengthJob)
  })
}
