import type { ArticleDoc } from '@ibr/contract/staff-client'
import { isArticleDoc } from '../../doc-fields'

/**
 * The editor's unsaved copy, kept in this browser so a crash, a closed tab or a lapsed session loses
 * nothing: the document as typed, and the server version (with its document) it started from, so
 * saving it later from a stale version is a conflict shown field by field, never a silent overwrite.
 */
export interface UnsavedCopy {
  doc: ArticleDoc
  /** The server's document the changes were made to. */
  base: ArticleDoc
  /** Its version; null for an item not yet saved. */
  version: number | null
  /** When the copy was last written (ISO). */
  at: string
}

const PREFIX = 'ibr.console.unsaved'

/** One copy per person and item: another person signing in on this browser is not offered it. */
export const copyKey = (userId: number, item: number | `new:${ArticleDoc['kind']}`) => `${PREFIX}:${userId}:${item}`

export function readCopy(key: string): UnsavedCopy | null {
  try {
    const raw = localStorage.getItem(key)
    if (raw === null) return null
    const copy = JSON.parse(raw) as Partial<UnsavedCopy>
    const valid =
      isArticleDoc(copy.doc) &&
      isArticleDoc(copy.base) &&
      (copy.version === null || typeof copy.version === 'number') &&
      typeof copy.at === 'string'
    return valid ? (copy as UnsavedCopy) : null
  } catch {
    return null
  }
}

/** Keeps the copy; false when the browser would not (storage full or refused), so the editor can say so. */
export function writeCopy(key: string, copy: UnsavedCopy): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(copy))
    return true
  } catch {
    return false
  }
}

export function clearCopy(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Storage refused: there is nothing kept to clear.
  }
}
