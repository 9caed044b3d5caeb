import { useStore } from '@ibr/ui/create-store'
import { appStore } from '../../lib/app-store'
import { t } from '../../i18n'
import styles from './loading-bar.module.css'

/** A thin bar at the top of the window while any request is pending. */
export function LoadingBar() {
  const loading = useStore(appStore, (s) => s.loading)
  if (!loading) return null
  return <div className={styles.bar} role="progressbar" aria-label={t('common.loading')} data-loading-bar="" />
}
