import { databaseNotifications, type DatabaseNotifications } from '../db/database-notifications.js'
import { jobQueue, type JobDefinition, type JobQueue } from '../jobs/job-queue.js'
import type { TestApp } from './test-app.js'

/** Job queue workers for a test file, each with its own listener (its own connection on PostgreSQL); stop() ends them all. */
export function jobWorkers() {
  const queues: JobQueue[] = []
  const listeners: DatabaseNotifications[] = []
  return {
    /** A worker on instance `t`. */
    worker(t: TestApp, definitions: JobDefinition[], pollMs = 50, concurrency = 2): JobQueue {
      const url = t.deps.databaseKind === 'postgresql' ? t.deps.config.databaseUrl : undefined
      const notifications = databaseNotifications(url, t.app.log)
      const queue = jobQueue(t.deps.db, notifications, { definitions, pollMs, concurrency, log: t.app.log })
      queues.push(queue)
      listeners.push(notifications)
      return queue
    },
    async stop() {
      await Promise.all(queues.map((q) => q.stop()))
      await Promise.all(listeners.map((l) => l.stop()))
    },
  }
}
