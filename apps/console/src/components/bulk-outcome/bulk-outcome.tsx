import type { BulkItemResult } from '@ibr/contract/staff-client'
import { useId } from 'react'
import { useMessages } from '../../i18n/use-t'
import { Button } from '../button/button'
import styles from './bulk-outcome.module.css'
import { messages } from './messages'

/** What an action on several rows did: each item's result, the rows' names, or why the whole call failed. */
export interface BulkOutcome {
  /** The action's name, as its button said it. */
  action: string
  results: readonly BulkItemResult[]
  /** Each item's name (its title) as the table showed it. */
  names: ReadonlyMap<number | string, string>
  /** The call itself was refused: nothing was done. */
  error?: string
}

/**
 * The result of an action on several rows: the count done and refused is announced, then which
 * items were done and, for each refused one, the reason the server gave in the person's language.
 */
export function BulkOutcomePanel({ outcome, onDismiss }: { outcome: BulkOutcome | null; onDismiss: () => void }) {
  const t = useMessages(messages)
  const headingId = useId()
  const done = outcome?.results.filter((r) => r.done) ?? []
  const refused = outcome?.results.filter((r) => !r.done) ?? []
  const name = (id: number | string) => outcome?.names.get(id) ?? `#${id}`
  const summary = !outcome
    ? ''
    : outcome.error
      ? t('bulk.failed', { action: outcome.action, reason: outcome.error })
      : t('bulk.summary', { action: outcome.action, done: done.length, refused: refused.length })
  return (
    <section aria-labelledby={outcome ? headingId : undefined} className={outcome ? styles.panel : undefined}>
      <p id={headingId} role="status" className={outcome ? (outcome.error || refused.length ? styles.warn : styles.ok) : 'visually-hidden'}>
        {summary}
      </p>
      {outcome && (
        <>
          {done.length > 0 && (
            <>
              <h3 className={styles.heading}>{t('bulk.doneList')}</h3>
              <ul className={styles.list}>
                {done.map((r) => (
                  <li key={r.id}>{name(r.id)}</li>
                ))}
              </ul>
            </>
          )}
          {refused.length > 0 && (
            <>
              <h3 className={styles.heading}>{t('bulk.refusedList')}</h3>
              <ul className={styles.list}>
                {refused.map((r) => (
                  <li key={r.id}>{t('bulk.refusedItem', { name: name(r.id), reason: r.msg ?? '' })}</li>
                ))}
              </ul>
            </>
          )}
          <Button size="small" variant="quiet" onPress={onDismiss}>
            {t('bulk.dismiss')}
          </Button>
        </>
      )}
    </section>
  )
}
