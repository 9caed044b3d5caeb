/**
 * The sanitiser's worker: a thread of its own that cleans one long rich text at a time, so a large
 * save's CPU never holds up the server's event loop (sanitize-ahead.ts starts it). It gives back the
 * clean HTML or the text that would be lost; the server marks it safe or refuses the save.
 */
import { lowerThreadPriority } from './worker-file.js'
import { serveJobs } from './worker-queue.js'
import { keptOrLost } from './sanitize.js'

lowerThreadPriority()

serveJobs(keptOrLost)
