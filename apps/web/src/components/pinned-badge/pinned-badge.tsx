import { t } from '../../i18n'
import styles from './pinned-badge.module.css'

/** The mark of an item pinned to the top of its list. */
export function PinnedBadge() {
  return <span className={styles.pinned}>{t('common.pinned')}</span>
}
