import { useEffect, useId, useRef, useState } from 'react'
import { currentLang } from '../../i18n'
import { copyText } from './copy-text'
import styles from './detail-tools.module.css'
import { messages } from './messages'
import { LinkIcon, PrintIcon, QrIcon } from './tool-icons'

const m = messages.t

/** What is shared: a published item's detail type and id (a staff preview has no share address). */
export interface ShareTarget {
  type: string
  id: number
}

/**
 * The server's share page of an item in the reader's language: what a chat app or a
 * search engine reads, and where a person lands before the site opens the item.
 */
export const shareAddress = (target: ShareTarget) =>
  `${location.origin}/s/${encodeURIComponent(target.type)}/${target.id}?lang=${currentLang}`

/**
 * Copy the item's share address (the result announced), show it as a QR code for the messaging app,
 * or print the content alone (the print style hides the rest).
 */
export function DetailTools({ share }: { share?: ShareTarget }) {
  const [status, setStatus] = useState<'copied' | 'copyFailed' | null>(null)
  const [qrShown, setQrShown] = useState(false)
  const qrId = useId()
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = async () => {
    // Emptied first, so a second copy is announced again.
    setStatus(null)
    window.clearTimeout(timer.current)
    const ok = await copyText(share ? shareAddress(share) : location.href)
    setStatus(ok ? 'copied' : 'copyFailed')
    timer.current = window.setTimeout(() => setStatus(null), 6000)
  }

  return (
    <div className={styles.tools} role="group" aria-label={m('tools')} data-detail-tools="">
      <button type="button" className={styles.tool} onClick={copy}>
        <LinkIcon />
        {m('copyLink')}
      </button>
      {share && (
        <button type="button" className={styles.tool} aria-expanded={qrShown} aria-controls={qrId} onClick={() => setQrShown(!qrShown)}>
          <QrIcon />
          {m('qrCode')}
        </button>
      )}
      <button type="button" className={styles.tool} onClick={() => window.print()}>
        <PrintIcon />
        {m('print')}
      </button>
      <span role="status" className={status === 'copyFailed' ? styles.failed : styles.copied} data-copy-status="">
        {status ? m(status) : ''}
      </span>
      {share && (
        <div id={qrId} className={styles.qr} hidden={!qrShown} data-share-qr="">
          {qrShown && (
            <img
              src={`/s/${encodeURIComponent(share.type)}/${share.id}/qr.svg?lang=${currentLang}`}
              width={160}
              height={160}
              alt={m('qrAlt')}
            />
          )}
          <p>{m('qrHint')}</p>
        </div>
      )}
    </div>
  )
}
