import styles from './rich-text.module.css'

/** HTML from the server, which sanitised it on the way in and out (apps/server lib/sanitize). */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null
  return <div className={`${styles.rich} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />
}
