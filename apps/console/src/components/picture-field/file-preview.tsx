import type { PickedFile } from '../media-picker/media-picker'
import { useMessages } from '../../i18n/use-t'
import { retryImageOnce } from '../../lib/image-retry'
import styles from './picture-field.module.css'
import { useFileTypeName } from './file-type-name'
import { messages } from './messages'

/** A chosen file as a person knows it: an image small, any other file by its name and type. */
export function FilePreview({ file }: { file: PickedFile | null | undefined }) {
  const t = useMessages(messages)
  const typeName = useFileTypeName()
  if (file === undefined) return <p className={styles.muted}>{t('common.loading')}</p>
  if (file === null) return <p className={styles.warning}>{t('picture.gone')}</p>
  const image = file.mime.startsWith('image/')
  return (
    <div className={styles.preview}>
      {image && <img src={`${file.url}?w=320`} alt="" className={styles.thumb} onError={(e) => void retryImageOnce(e.currentTarget)} />}
      <span className={styles.name}>{file.name}</span>
      <span className={styles.muted}>{typeName(file.mime)}</span>
    </div>
  )
}

/** Whether an image lacks alt text in a language: it cannot be published so. */
export const lacksAlt = (file: PickedFile | null | undefined): file is PickedFile =>
  Boolean(file && file.mime.startsWith('image/') && (!file.altZh.trim() || !file.altEn.trim()))
