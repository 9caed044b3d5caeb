import type { Attachment } from '@ibr/contract'
import { t } from '../../i18n'
import { formatBytes } from '../../lib/format-bytes'
import styles from './detail-page.module.css'

/** The item's files, each with its size, downloaded by the browser itself. */
export function Attachments({ items }: { items: readonly Attachment[] }) {
  if (items.length === 0) return null
  return (
    <section className={styles.attachments} aria-labelledby="detail-attachments">
      <h2 id="detail-attachments">{t('detail.attachments')}</h2>
      <ul>
        {items.map((file) => (
          <li key={file.fileId}>
            <a href={file.url} download={file.name}>
              {file.name}
            </a>
            <span className={styles.size}>{formatBytes(file.size)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
