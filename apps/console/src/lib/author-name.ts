import type { MessageKey } from '../i18n/use-t'

/** The user name the database gives what the system made (demo content, imports) rather than a person. */
const SYSTEM = 'system'

/**
 * Who made an item, as people know them: their display name; "automatic" in the person's language for
 * what the system made; the user name only when the account is gone.
 */
export function authorName(row: { author: string; authorName: string | null }, t: (key: MessageKey) => string): string {
  return row.authorName ?? (row.author === SYSTEM || row.author === '' ? t('common.automatic') : row.author)
}
