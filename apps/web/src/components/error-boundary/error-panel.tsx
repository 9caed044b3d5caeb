import { t } from '../../i18n'
import styles from './error-panel.module.css'

/** What a visitor sees when a page fails: what happened, a retry and the way home. */
export function ErrorPanel({ outdated, onRetry }: { outdated: boolean; onRetry: () => void }) {
  return (
    <section className={styles.panel} role="alert" aria-labelledby="failed-title" data-page="failed">
      <h1 id="failed-title">{t('failed.title')}</h1>
      <p className={styles.body}>{t(outdated ? 'failed.outdated' : 'failed.body')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('common.retry')}
        </button>
        {/* A plain link: the panel may stand outside the router when the frame itself failed. */}
        <a className={styles.home} href="#/home">
          {t('common.backHome')}
        </a>
      </div>
    </section>
  )
}
