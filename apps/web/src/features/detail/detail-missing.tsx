import { Link } from 'react-router'
import { t } from '../../i18n'
import styles from './detail-missing.module.css'
import { messages } from './messages'

const m = messages.t

/**
 * Where an item would have been: not found (unknown, unpublished or malformed id), or not loaded
 * (no answer, a server fault) with a retry. Either way a way on: home, and the list when known.
 * The page names itself in the window title with missingTitle().
 */
/** The heading of the missing page, also the window title. */
export const missingTitle = (failed: boolean) => m(failed ? 'loadFailed' : 'notFoundTitle')

export function DetailMissing({
  list,
  failure,
  onRetry,
}: {
  list?: { name: string; path: string }
  failure?: string
  onRetry?: () => void
}) {
  const title = missingTitle(failure !== undefined)
  return (
    <section
      className={styles.missing}
      aria-labelledby="detail-missing-title"
      data-detail-missing={failure === undefined ? 'not-found' : 'failed'}
    >
      <h1 id="detail-missing-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.body} role={failure === undefined ? undefined : 'alert'}>
        {failure ?? m('notFoundBody')}
      </p>
      <p className={styles.actions}>
        {onRetry && failure !== undefined && (
          <button type="button" className={styles.secondary} onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
        {list && (
          <Link className={styles.secondary} to={list.path}>
            {m('backToList', { name: list.name })}
          </Link>
        )}
        <Link className={styles.primary} to="/home">
          {t('common.backHome')}
        </Link>
      </p>
    </section>
  )
}
