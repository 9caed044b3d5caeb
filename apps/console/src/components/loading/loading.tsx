import { useT } from '../../i18n/use-t'
import styles from './loading.module.css'

/** Said while a screen's data is on its way, politely announced. */
export function Loading() {
  const t = useT()
  return (
    <p className={styles.loading} role="status">
      {t('common.loading')}
    </p>
  )
}
