import { useStore } from '@ibr/ui/create-store'
import { Link } from 'react-router'
import { appStore } from '../../../lib/app-store'
import { t } from '../../../i18n'
import { messages } from '../messages'
import { teamListPath } from './team-crumbs'
import styles from './team-detail.module.css'

/** An unknown team (or one that could not be loaded, with a retry), and the ways back. */
export function TeamMissing({ failure, onRetry }: { failure: string | null; onRetry: () => void }) {
  const menuList = useStore(appStore, (s) => s.menuList)
  const teams = teamListPath(menuList)
  return (
    <section className={styles.missing} aria-labelledby="team-missing-title" data-team-missing={failure ? 'failed' : 'not-found'}>
      <h1 id="team-missing-title" className={styles.missingTitle}>
        {failure ? messages.t('loadFailed', { message: failure }) : messages.t('notFoundTitle')}
      </h1>
      {!failure && <p className={styles.missingBody}>{messages.t('notFoundBody')}</p>}
      <p className={styles.missingLinks}>
        {failure && (
          <button type="button" className={styles.missingButton} onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
        {teams && (
          <Link to={teams} className={styles.missingButton}>
            {messages.t('backToTeams')}
          </Link>
        )}
        <Link to="/home" className={styles.missingLink}>
          {t('common.backHome')}
        </Link>
      </p>
    </section>
  )
}
