import { t } from '../../i18n'
import styles from './page-loading.module.css'

/** Shown while a page's code or the menu list is on its way. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  )
}
