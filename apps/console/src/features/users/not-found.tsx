import { useT } from '../../i18n/use-t'
import styles from '../../components/call-error/call-error.module.css'

/** An account id that names no account (deleted, or a mistyped address). */
export function NotFound() {
  const t = useT()
  return (
    <div className={styles.panel} role="alert">
      <p>{t('user.notFound')}</p>
    </div>
  )
}
