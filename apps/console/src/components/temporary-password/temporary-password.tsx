import { useState } from 'react'
import { useMessages } from '../../i18n/use-t'
import { Button } from '../button/button'
import styles from './temporary-password.module.css'
import { messages } from './messages'

/**
 * A password the server made up, shown this once to be handed to the person (they must change it at
 * their next sign-in). Nothing keeps it: leaving the dialog loses it, which is the point.
 */
export function TemporaryPassword({ password, intro }: { password: string; intro: string }) {
  const t = useMessages(messages)
  const [copied, setCopied] = useState<boolean | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <div className={styles.box}>
      <p>{intro}</p>
      <div className={styles.row}>
        <code className={styles.password} data-temporary-password="">
          {password}
        </code>
        <Button size="small" onPress={() => void copy()}>
          {t('password.copy')}
        </Button>
      </div>
      <p className={styles.note} aria-live="polite">
        {copied === true ? t('password.copied') : copied === false ? t('password.copyFailed') : t('password.shownOnce')}
      </p>
    </div>
  )
}
