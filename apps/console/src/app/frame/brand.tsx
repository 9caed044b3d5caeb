import { useT } from '../../i18n/use-t'
import styles from './frame.module.css'

/** The institute's name and the console's, at the start of the top bar. */
export function Brand() {
  const t = useT()
  return (
    <p className={styles.brand}>
      <span className={styles.institute}>{t('app.institute')}</span>
      <span className={styles.appName}>{t('app.name')}</span>
    </p>
  )
}
