import { useDocumentTitle } from '../../lib/use-document-title'
import { messages } from './messages'
import styles from './privacy-page.module.css'

const m = messages.t

/** How the site counts its readers without personal data (#/privacy, linked from the footer). */
export function PrivacyPage() {
  useDocumentTitle(m('title'))
  return (
    <article className={styles.page} data-page="privacy">
      <h1 className={styles.title}>{m('title')}</h1>
      <p>{m('intro')}</p>
      <h2 className={styles.heading}>{m('countedTitle')}</h2>
      <p>{m('counted')}</p>
      <h2 className={styles.heading}>{m('visitorsTitle')}</h2>
      <p>{m('visitors')}</p>
      <h2 className={styles.heading}>{m('optOutTitle')}</h2>
      <p>{m('optOut')}</p>
    </article>
  )
}
