import type { MediaFile } from '@ibr/contract/staff-client'
import styles from './media-grid.module.css'

/**
 * A file's small picture: an image cut square around its focal point by the server; a document or a
 * video by its ending. The tile names the file, so the picture is decoration to assistive technology.
 */
export function MediaThumb({ file }: { file: MediaFile }) {
  if (file.kind === 'image') {
    return <img className={styles.thumb} src={`${file.url}?w=320&ratio=1x1`} alt="" loading="lazy" width={160} height={160} />
  }
  const ending = file.name.includes('.') ? file.name.split('.').pop()!.toUpperCase() : file.kind
  return (
    <span className={`${styles.thumb} ${styles.badge}`} data-kind={file.kind} aria-hidden="true">
      {ending}
    </span>
  )
}
