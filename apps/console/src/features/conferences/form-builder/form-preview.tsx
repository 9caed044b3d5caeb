import type { ConferenceFormField } from '@ibr/contract/staff-client'
import type { Lang } from '@ibr/contract/lang'
import { useState } from 'react'
import { useMessages } from '../../../i18n/use-t'
import { yuan } from '../problem-text'
import conferenceStyles from '../conferences.module.css'
import styles from './form-builder.module.css'
import { messages as formMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

/** The form as registrants will see it, in either language; nothing in it is sent. */
export function FormPreview({ fields }: { fields: readonly ConferenceFormField[] }) {
  const t = useMessages(formMessages, shared)
  const [lang, setLang] = useState<Lang>('zh')
  const text = (b: { zh: string; en: string }) => b[lang] || b.zh
  return (
    <section className={styles.preview} aria-label={t('conf.form.preview')}>
      <div className={styles.previewHead}>
        <h3>{t('conf.form.preview')}</h3>
        <span role="group" aria-label={t('conf.form.previewLang')}>
          {(['zh', 'en'] as const).map((l) => (
            <button key={l} type="button" className={styles.langButton} aria-pressed={lang === l} onClick={() => setLang(l)}>
              {l === 'zh' ? '中文' : 'English'}
            </button>
          ))}
        </span>
      </div>
      <form lang={lang} onSubmit={(e) => e.preventDefault()} className={styles.previewForm} inert>
        {fields.map((f, i) => (
          <div key={i} className={styles.previewField}>
            <span className={conferenceStyles.label}>
              {text(f.label) || f.name}
              {f.required && ' *'}
            </span>
            {f.type === 'select' || f.type === 'multi' ? (
              <ul className={styles.previewOptions}>
                {f.options.map((o) => (
                  <li key={o.value}>
                    {f.type === 'select' ? '○' : '☐'} {text(o.label) || o.value}
                    {o.fee > 0 && ` (+¥${yuan(o.fee)})`}
                    {o.capacity !== null && ` · ${t('conf.form.places', { count: o.capacity })}`}
                  </li>
                ))}
              </ul>
            ) : f.type === 'consent' ? (
              <span>☐ {text(f.help) || text(f.label)}</span>
            ) : f.type === 'file' ? (
              <span className={styles.previewBox}>{t('conf.form.previewFile')}</span>
            ) : f.type === 'textarea' ? (
              <span className={`${styles.previewBox} ${styles.previewTall}`} />
            ) : (
              <span className={styles.previewBox} />
            )}
            {f.type !== 'consent' && text(f.help) && <span className={conferenceStyles.description}>{text(f.help)}</span>}
          </div>
        ))}
      </form>
    </section>
  )
}
