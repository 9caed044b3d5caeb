import { t } from '../../i18n'
import styles from './empty-state.module.css'

/** The "no data" label every list shows when it came back empty, in the reader's language. */
export function EmptyState({ message }: { message?: string }) {
  return <p className={styles.empty}>{message ?? t('common.noData')}</p>
}
