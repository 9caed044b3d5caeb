import type { Attachment } from '@ibr/contract'
import { formatBytes } from '../../lib/format-bytes'
import styles from './attachments.module.css'
import { messages } from './messages'

const m = messages.t

/** The kind of file at a glance: its extension, else the subtype of its MIME type. */
function fileKind(file: Attachment): string {
  const dot = file.name.lastIndexOf('.')
  const kind = dot > 0 ? file.name.slice(dot + 1) : (file.type.split('/')[1] ?? '')
  return kind.slice(0, 5).toUpperCase()
}

/**
 * The item's files, each with its kind and size, downloaded by the browser itself. `prominent`
 * (procurement, where the documents are the point) draws them as a highlighted block.
 */
export function Attachments({ items, prominent = false }: { items: readonly Attachment[]; prominent?: boolean }) {
  if (items.length === 0) return null
  return (
    <section
      className={`${styles.attachments} ${prominent ? styles.prominent : ''}`}
      aria-labelledby="detail-attachments"
      data-attachments=""
    >
      <h2 id="detail-attachments" className={styles.heading}>
        {m(prominent ? 'procurementFiles' : 'attachments')}
      </h2>
      <ul className={styles.list}>
        {items.map((file) => (
          <li key={file.fileId}>
            <a href={file.url} download={file.name} className={styles.file} data-attachment={file.fileId}>
              <span className={styles.kind} aria-hidden="true">
                {fileKind(file)}
              </span>
              <span className={styles.name}>{file.name}</span>
              <span className={styles.size}>{formatBytes(file.size)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
