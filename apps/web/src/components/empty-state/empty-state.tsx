import { t } from '../../i18n'
import styles from './empty-state.module.css'

/** The "no data" label of seed point 8, for any list that came back empty. */
export function EmptyState({ message }: { message?: string }) {
  return <p className={styles.empty}>{message ?? t('common.noData')}</p>
}
