import { parentPort, Worker } from 'node:worker_threads'
import type { workerFile } from './worker-file.js'

/** A job as the worker receives it: the caller's job and the number its answer comes back with. */
interface Numbered<Job> {
  id: number
  job: Job
}
/** The worker's answer: what the job gave, or the error it threw. */
type Answer<Result> = { id: number; result: Result } | { id: number; error: string }

export interface WorkerQueueOptions {
  /** The thread's name, and the start of its errors' messages. */
  name: string
  /** The worker's module (lib/worker-file.ts). */
  file: ReturnType<typeof workerFile>
  /** Given to the worker as its workerData. */
  workerData?: unknown
  /** Jobs waiting for the worker or in it, at most: past this, run() rejects at once with busy(). */
  max: number
  /** The worker goes after this long without a job, and comes back at the next. */
  idleMs: number
  /** The error a job refused by a full queue rejects with. */
  busy: () => Error
}

/**
 * One worker thread, started on first use, that does a request's CPU-heavy step one job at a time, so
 * its CPU never holds up the event loop; a bounded queue in front of it, so a flood is refused at once
 * rather than kept in memory behind it. The worker's module answers with serveJobs().
 */
export function workerQueue<Job, Result>(options: WorkerQueueOptions) {
  let worker: Worker | undefined
  let idleTimer: NodeJS.Timeout | undefined
  let nextId = 1
  const waiting = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>()

  function failAll(error: Error) {
    for (const job of waiting.values()) job.reject(error)
    waiting.clear()
  }

  function startWorker(): Worker {
    const { url, execArgv } = options.file
    const started = new Worker(url, { workerData: options.workerData, execArgv, name: options.name })
    started.on('message', (answer: Answer<Result>) => {
      const job = waiting.get(answer.id)
      waiting.delete(answer.id)
      if ('error' in answer) job?.reject(new Error(`${options.name}: ${answer.error}`))
      else job?.resolve(answer.result)
      if (waiting.size === 0) idle(started)
    })
    started.on('error', (error) => {
      if (worker === started) worker = undefined
      failAll(error)
    })
    started.on('exit', (code) => {
      if (worker === started) worker = undefined
      if (waiting.size) failAll(new Error(`${options.name} worker exited (${code})`))
    })
    return started
  }

  /** With nothing to do, the worker keeps no process alive (a command-line run ends) and goes after idleMs. */
  function idle(current: Worker) {
    current.unref()
    clearTimeout(idleTimer)
    idleTimer = setTimeout(() => {
      if (worker === current && waiting.size === 0) {
        worker = undefined
        void current.terminate()
      }
    }, options.idleMs)
    idleTimer.unref()
  }

  return {
    /** Jobs sent to the worker and not yet answered. */
    waiting: (): number => waiting.size,

    /** The job's result from the worker; rejects at once with busy() when `max` jobs are already waiting. */
    run(job: Job): Promise<Result> {
      if (waiting.size >= options.max) return Promise.reject(options.busy())
      clearTimeout(idleTimer)
      worker ??= startWorker()
      // While a job is out, the worker keeps the process alive: a command line awaiting it must not end.
      worker.ref()
      const id = nextId++
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        worker!.postMessage({ id, job } satisfies Numbered<Job>)
      })
    },
  }
}

/** In a worker's module: answers each job workerQueue() sends with what `handle` gives or throws. */
export function serveJobs<Job, Result>(handle: (job: Job) => Result | Promise<Result>): void {
  const port = parentPort!
  port.on('message', ({ id, job }: Numbered<Job>) => {
    Promise.resolve()
      .then(() => handle(job))
      .then(
        (result) => port.postMessage({ id, result } satisfies Answer<Result>),
        (error: unknown) => port.postMessage({ id, error: String(error) } satisfies Answer<Result>),
      )
  })
}
