import { collectDefaultMetrics, Registry } from 'prom-client'

let shared: Registry | undefined

/**
 * Node's and the process's series (memory, CPU, event-loop delay, garbage collection), from
 * prom-client's defaults. They describe the process, not an app, so a process that builds several
 * apps (the tests) collects them once: a second collection would watch the event loop and the
 * collector twice and never let go of the first.
 */
export function processMetrics(): Registry {
  if (!shared) {
    shared = new Registry()
    collectDefaultMetrics({ register: shared })
  }
  return shared
}
