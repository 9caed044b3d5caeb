import { Button } from '../../../../components/button/button'
import { useLang, useMessages } from '../../../../i18n/use-t'
import { formatDateTime } from '../../../../lib/format-date'
import type { CopyOffer } from './use-unsaved-copy'
import styles from '../editor.module.css'
import { messages } from '../../messages'
import { messages as editorMessages } from '../messages'
import { messages as shared } from '../../../../i18n/shared/messages'

interface UnsavedOfferProps {
  offer: CopyOffer
  /** The version the editor opened at: a copy made from another one was saved over meanwhile. */
  version: number | null
  onRestore: () => void
  onDiscard: () => void
}

/** Changes kept and never saved (a crash, a closed tab, a lapsed session, another computer): take them back or drop them. */
export function UnsavedOffer({ offer, version, onRestore, onDiscard }: UnsavedOfferProps) {
  const t = useMessages(messages, editorMessages, shared)
  const lang = useLang()
  const { copy } = offer
  return (
    <section className={styles.notice} role="alert" aria-label={t('editor.unsaved')}>
      <p>{t(offer.where === 'server' ? 'editor.unsavedOfferServer' : 'editor.unsavedOffer', { time: formatDateTime(copy.at, lang) })}</p>
      {copy.version !== version && <p>{t('editor.unsavedStale')}</p>}
      <div className={styles.noticeActions}>
        <Button variant="primary" size="small" onPress={onRestore}>
          {t('editor.restore')}
        </Button>
        <Button size="small" onPress={onDiscard}>
          {t('editor.discard')}
        </Button>
      </div>
    </section>
  )
}
