import type { PaperImportFormat } from '@ibr/contract/staff'
import { badRequest } from '../../http/app-error.js'
import { looksLikeBibtex, readBibtex } from './bibtex-reader.js'
import type { CitationRead } from './citation-entry.js'
import { looksLikeRis, readRis } from './ris-reader.js'

/** Reads a pasted or uploaded text as RIS or BibTeX, whichever it is (RIS first: an abstract may hold an @). */
export async function readCitations(text: string): Promise<CitationRead & { format: PaperImportFormat }> {
  if (looksLikeRis(text)) return { format: 'ris', ...readRis(text) }
  if (looksLikeBibtex(text)) return { format: 'bibtex', ...(await readBibtex(text)) }
  throw badRequest('paperImport.unknownFormat', {}, 'text')
}
