import { useState } from 'react'
import { t } from '../../i18n'
import styles from './detail-page.module.css'

/** Copy the page's address, or print the content alone (the print style hides the frame). */
export function DetailTools() {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(location.href)
      setCopied(true)
    } catch {
      // Clipboard refused (insecure origin, permissions): the address bar still has the link.
      setCopied(false)
    }
  }
  return (
    <div className={styles.tools}>
      <button type="button" className={styles.tool} onClick={copy}>
        {t('detail.copyLink')}
      </button>
      <button type="button" className={styles.tool} onClick={() => window.print()}>
        {t('detail.print')}
      </button>
      <span role="status" className={styles.copied}>
        {copied ? t('detail.copied') : ''}
      </span>
    </div>
  )
}
