import { useT } from '../../i18n/use-t'
import { Button } from '../button/button'
import styles from '../call-error/call-error.module.css'

/** The panel of a screen that failed to render: loading the console again fetches its current code. */
export function RenderFailure() {
  const t = useT()
  return (
    <div className={`${styles.panel} ${styles.error}`} role="alert">
      <h2 className={styles.title}>{t('error.renderFailed')}</h2>
      <p>{t('error.renderFailedBody')}</p>
      <Button size="small" className={styles.retry} onPress={() => location.reload()}>
        {t('common.reload')}
      </Button>
    </div>
  )
}
