/**
 * Reads a citation file in a thread of its own (read-citations.ts starts one per file): a megabyte
 * of BibTeX is seconds of parsing that would otherwise hold up every other request.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { lowerThreadPriority } from '../../lib/worker-file.js'
import { readBibtex } from './bibtex-reader.js'
import type { CitationRead } from './citation-entry.js'
import { readRis } from './ris-reader.js'

/** The file to read, and how. */
export interface CitationJob {
  format: 'ris' | 'bibtex'
  text: string
}

/** What was read, or the error the reader threw. */
export type CitationAnswer = { read: CitationRead } | { error: string }

lowerThreadPriority()

const job = workerData as CitationJob
const reading = job.format === 'ris' ? Promise.resolve(readRis(job.text)) : readBibtex(job.text)
reading.then(
  (read) => parentPort!.postMessage({ read } satisfies CitationAnswer),
  (error: unknown) => parentPort!.postMessage({ error: String(error) } satisfies CitationAnswer),
)
