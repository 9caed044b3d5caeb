import { Label, ProgressBar } from 'react-aria-components'
import { useMessages, type Translate, type MessageKey } from '../../i18n/use-t'
import { formatBytes } from '../../lib/format-bytes'
import { MEDIA_MAX_BYTES } from '@ibr/contract/staff-client'
import { Button } from '../button/button'
import { isFinished, type Refusal, type UploadItem } from './upload-item'
import styles from './media-upload.module.css'
import { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this component's catalogue or of the shell's. */
type Key = KeyOf<typeof messages> | MessageKey

interface UploadListProps {
  items: readonly UploadItem[]
  onCancel: (key: number) => void
  onClear: () => void
}

function refusalText(t: Translate<Key>, refusal: Refusal, size: number): string {
  if (refusal.reason === 'tooBig')
    return t('media.upload.tooBig', { size: formatBytes(size), max: formatBytes(MEDIA_MAX_BYTES[refusal.kind]) })
  if (refusal.reason === 'onlyKind') return t(`media.upload.only.${refusal.kind}`)
  return t('media.upload.unsupported')
}

/** Each file of the uploads with where it stands: its progress bar while it goes, then its outcome. */
export function UploadList({ items, onCancel, onClear }: UploadListProps) {
  const t = useMessages(messages)
  if (items.length === 0) return null
  return (
    <section className={styles.uploads} aria-label={t('media.upload.listLabel')}>
      <ul className={styles.uploadList}>
        {items.map((item) => (
          <li key={item.key} className={styles.upload} data-state={item.state}>
            {item.state === 'sending' ? (
              <ProgressBar value={item.progress * 100} className={styles.progress}>
                {({ valueText }) => (
                  <>
                    <Label className={styles.uploadName}>{item.name}</Label>
                    <span className={styles.uploadStatus}>{valueText}</span>
                    <div className={styles.track}>
                      <div className={styles.fill} style={{ width: `${item.progress * 100}%` }} />
                    </div>
                  </>
                )}
              </ProgressBar>
            ) : (
              <>
                <span className={styles.uploadName}>{item.name}</span>
                <span className={styles.uploadStatus} role={item.state === 'refused' || item.state === 'failed' ? 'alert' : undefined}>
                  {item.state === 'refused'
                    ? refusalText(t, item.refusal, item.size)
                    : item.state === 'failed'
                      ? t('media.upload.failed', { reason: item.message })
                      : t(`media.upload.${item.state}`)}
                </span>
              </>
            )}
            {!isFinished(item) && (
              <Button
                size="small"
                variant="quiet"
                onPress={() => onCancel(item.key)}
                aria-label={t('media.upload.cancel', { name: item.name })}
              >
                {t('common.cancel')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {items.some(isFinished) && (
        <Button size="small" onPress={onClear}>
          {t('media.upload.clear')}
        </Button>
      )}
    </section>
  )
}
