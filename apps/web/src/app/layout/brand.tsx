import { Link } from 'react-router'
import { t } from '../../i18n'
import styles from './brand.module.css'
import { selectMenu } from '../../lib/select-menu'

/** The institute's mark and name, leading home. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/home" className={`${styles.brand} ${compact ? styles.compact : ''}`} onClick={() => selectMenu(null)}>
      <img className={styles.logo} src="/logo.svg" alt="" width="48" height="48" />
      <span className={styles.names}>
        <span className={styles.name}>{t('site.name')}</span>
        {!compact && <span className={styles.tagline}>{t('site.tagline')}</span>}
      </span>
    </Link>
  )
}
