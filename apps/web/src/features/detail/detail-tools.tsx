import { useEffect, useRef, useState } from 'react'
import { copyText } from './copy-text'
import styles from './detail-tools.module.css'
import { messages } from './messages'
import { LinkIcon, PrintIcon } from './tool-icons'

const m = messages.t

/** Copy the page's address (the result announced), or print the content alone (the print style hides the rest). */
export function DetailTools() {
  const [status, setStatus] = useState<'copied' | 'copyFailed' | null>(null)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = async () => {
    // Emptied first, so a second copy is announced again.
    setStatus(null)
    window.clearTimeout(timer.current)
    const ok = await copyText(location.href)
    setStatus(ok ? 'copied' : 'copyFailed')
    timer.current = window.setTimeout(() => setStatus(null), 6000)
  }

  return (
    <div className={styles.tools} role="group" aria-label={m('tools')} data-detail-tools="">
      <button type="button" className={styles.tool} onClick={copy}>
        <LinkIcon />
        {m('copyLink')}
      </button>
      <button type="button" className={styles.tool} onClick={() => window.print()}>
        <PrintIcon />
        {m('print')}
      </button>
      <span role="status" className={status === 'copyFailed' ? styles.failed : styles.copied} data-copy-status="">
        {status ? m(status) : ''}
      </span>
    </div>
  )
}
