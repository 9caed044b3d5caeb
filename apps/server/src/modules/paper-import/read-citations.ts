import { Worker } from 'node:worker_threads'
import type { PaperImportFormat } from '@ibr/contract/staff'
import { AppError, badRequest } from '../../http/app-error.js'
import { workerFile } from '../../lib/worker-file.js'
import { looksLikeBibtex } from './bibtex-reader.js'
import type { CitationRead } from './citation-entry.js'
import type { CitationAnswer, CitationJob } from './citation-worker.js'
import { looksLikeRis } from './ris-reader.js'

/** Files read at once by one instance, at most; another is refused (429) until one is done. */
export const CITATION_READS_MAX = 2

const WORKER = workerFile(import.meta.url, 'citation-worker')
let reading = 0

/** Files being read now. */
export const citationReadsInFlight = (): number => reading

/** Reads one file in a worker thread started for it, and ends the thread. */
function readInWorker(job: CitationJob): Promise<CitationRead> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER.url, { workerData: job, execArgv: WORKER.execArgv, name: 'citation-reader' })
    worker.once('message', (answer: CitationAnswer) => {
      if ('read' in answer) resolve(answer.read)
      else reject(new Error(`reading citations: ${answer.error}`))
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the citation reader exited (${code}) without an answer`)))
  })
}

/**
 * Reads a pasted or uploaded text as RIS or BibTeX, whichever it is (RIS first: an abstract may hold
 * an @), off the event loop: a megabyte of BibTeX took 3.3 s of CPU to parse.
 */
export async function readCitations(text: string): Promise<CitationRead & { format: PaperImportFormat }> {
  const format = looksLikeRis(text) ? 'ris' : looksLikeBibtex(text) ? 'bibtex' : null
  if (!format) throw badRequest('paperImport.unknownFormat', {}, 'text')
  if (reading >= CITATION_READS_MAX) throw new AppError('rateLimited', 'paperImport.busy', { retryAfter: 5 })
  reading += 1
  try {
    return { format, ...(await readInWorker({ format, text })) }
  } finally {
    reading -= 1
  }
}
