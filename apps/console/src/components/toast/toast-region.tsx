import { useStore } from '@ibr/ui/create-store'
import { useMessages } from '../../i18n/use-t'
import styles from './toast-region.module.css'
import { dismissToast, toastStore } from './toasts'
import { messages } from './messages'

/** Notifications, announced to screen readers: errors assertively, confirmations politely. */
export function ToastRegion() {
  const t = useMessages(messages)
  const toasts = useStore(toastStore, (s) => s.toasts)
  return (
    <section className={styles.region} aria-label={t('toast.notifications')}>
      {(['error', 'success'] as const).map((kind) => (
        <div key={kind} role={kind === 'error' ? 'alert' : 'status'} className={styles.stack}>
          {toasts
            .filter((toast) => toast.kind === kind)
            .map((toast) => (
              <div key={toast.id} className={`${styles.toast} ${styles[kind]}`}>
                <span className={styles.message}>{toast.message}</span>
                {toast.action && (
                  <button
                    type="button"
                    className={styles.action}
                    onClick={() => {
                      dismissToast(toast.id)
                      toast.action!.run()
                    }}
                  >
                    {toast.action.label}
                  </button>
                )}
                <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)} aria-label={t('common.close')}>
                  ×
                </button>
              </div>
            ))}
        </div>
      ))}
    </section>
  )
}
