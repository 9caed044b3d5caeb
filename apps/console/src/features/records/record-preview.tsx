import type { Lang } from '@ibr/contract/lang'
import { ModalDialog } from '../../components/dialog/modal-dialog'
import { DialogActions } from '../../components/dialog/dialog-actions'
import { Button } from '../../components/button/button'
import { useMessages } from '../../i18n/use-t'
import type { Doc } from './record-api'
import type { RecordField } from './record-kinds'
import styles from './records.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface RecordPreviewProps {
  title: string
  fields: readonly RecordField[]
  doc: Doc
  onClose: () => void
}

const LANGS: readonly Lang[] = ['zh', 'en']

/**
 * A working copy (or a revision) as visitors would read it, in both languages side by side: the texts
 * in the public page's order, rich text as it will be shown (it is sanitised on save, as the public
 * page trusts). Nothing here is public until approved.
 */
export function RecordPreview({ title, fields, doc, onClose }: RecordPreviewProps) {
  const t = useMessages(messages, shared)
  return (
    <ModalDialog title={title} isOpen onOpenChange={(open) => !open && onClose()} wide>
      <div className={styles.previewPair}>
        {LANGS.map((lang) => (
          <article key={lang} lang={lang === 'zh' ? 'zh-CN' : 'en'} className={styles.preview} aria-label={t(`records.lang.${lang}`)}>
            {fields.map((field) => {
              if (!('bilingual' in field)) return null
              const value = String(doc[lang]?.[field.key] ?? '') || String(doc.zh?.[field.key] ?? '')
              if (!value) return null
              if (field.key === 'name' || field.key === 'question') return <h3 key={field.key}>{value}</h3>
              return (
                <div key={field.key}>
                  <h4>{t(field.label)}</h4>
                  {field.kind === 'html' ? (
                    // Sanitised when saved; shown in a frame where nothing runs all the same, like a mail's HTML.
                    <iframe
                      sandbox=""
                      srcDoc={`<!doctype html><meta charset="utf-8"><body style="font:15px/1.6 sans-serif">${value}`}
                      title={t(field.label)}
                      className={styles.previewFrame}
                    />
                  ) : (
                    <p>{value}</p>
                  )}
                </div>
              )
            })}
            {Array.isArray(doc.members) && doc.members.length > 0 && (
              <ul>
                {doc.members.map((m: Doc, i: number) => (
                  <li key={i}>
                    {m[lang].name || m.zh.name} {m[lang].role || m.zh.role}
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
      <DialogActions>
        <Button onPress={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </ModalDialog>
  )
}
