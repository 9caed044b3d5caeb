import type { ConferenceDoc } from '@ibr/contract/staff-client'
import { Button } from '../../components/button/button'
import { DialogActions } from '../../components/dialog/dialog-actions'
import { ModalDialog } from '../../components/dialog/modal-dialog'
import { useMessages } from '../../i18n/use-t'
import { FormPreview } from './form-builder/form-preview'
import styles from './conferences.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const HTML_TEXTS = ['summary', 'traffic', 'fee', 'notice'] as const

/**
 * A conference's working copy (or a revision) as visitors would read it, both languages side by side:
 * the overview page's texts, rich text in a frame where nothing runs, the registration form and the
 * programme. Nothing here is public until approved.
 */
export function ConferencePreview({ title, doc, onClose }: { title: string; doc: ConferenceDoc; onClose: () => void }) {
  const t = useMessages(messages, shared)
  return (
    <ModalDialog title={title} isOpen onOpenChange={(open) => !open && onClose()} wide>
      <div className={styles.previewPair}>
        {(['zh', 'en'] as const).map((lang) => {
          const text = doc[lang]
          return (
            <article key={lang} lang={lang === 'zh' ? 'zh-CN' : 'en'} aria-label={t(`records.lang.${lang}`)}>
              <h3>{text.title || doc.zh.title}</h3>
              {text.subTitle && <p>{text.subTitle}</p>}
              <p>
                {doc.startDate} – {doc.endDate} · {text.venue} {text.address}
              </p>
              {HTML_TEXTS.filter((key) => text[key]).map((key) => (
                // Sanitised when saved; shown in a frame where nothing runs all the same, like a mail's HTML.
                <iframe
                  key={key}
                  sandbox=""
                  srcDoc={`<!doctype html><meta charset="utf-8"><body style="font:15px/1.6 sans-serif">${text[key]}`}
                  title={t(`conf.text.${key}`)}
                  className={styles.previewFrame}
                />
              ))}
              {doc.days.map((d, i) => (
                <section key={i}>
                  <h4>
                    {d.name[lang] || d.name.zh} · {d.day}
                  </h4>
                  <ul>
                    {d.sessions.map((s, j) => (
                      <li key={j}>
                        {s.startTime}–{s.endTime} {s.title[lang] || s.title.zh} {s.speaker[lang]}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </article>
          )
        })}
      </div>
      <FormPreview fields={doc.formFields} />
      <DialogActions>
        <Button onPress={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </ModalDialog>
  )
}
