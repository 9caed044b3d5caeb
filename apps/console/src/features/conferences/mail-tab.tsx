import { REGISTRATION_MAIL_KINDS, REGISTRATION_MAIL_PLACEHOLDERS, type RegistrationMailKind } from '@ibr/contract/staff-client'
import { useMessages } from '../../i18n/use-t'
import type { ConferenceDoc } from './conference-doc'
import { PlainField } from './plain-field'
import styles from './conferences.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** What a template may hold, as the server fills them. */
export const MAIL_PLACEHOLDERS = REGISTRATION_MAIL_PLACEHOLDERS.map((name) => `{${name}}`)

/** The messages of the conference per kind and language; an empty one sends the standard message. */
export function MailTab({ doc, onChange }: { doc: ConferenceDoc; onChange: (change: Partial<ConferenceDoc>) => void }) {
  const t = useMessages(messages, shared)
  const put = (kind: RegistrationMailKind, lang: 'zh' | 'en', key: 'subject' | 'body', value: string) => {
    const was = doc.mailTemplates[kind]?.[lang] ?? { subject: '', body: '' }
    onChange({ mailTemplates: { ...doc.mailTemplates, [kind]: { ...doc.mailTemplates[kind], [lang]: { ...was, [key]: value } } } })
  }
  return (
    <div className={styles.stack}>
      <p className={styles.hint}>
        {t('conf.mail.intro')} <code>{MAIL_PLACEHOLDERS.join(' ')}</code>
      </p>
      {REGISTRATION_MAIL_KINDS.map((kind) => (
        <fieldset key={kind} className={styles.options}>
          <legend>{t(`conf.mail.kind.${kind}`)}</legend>
          <div className={styles.grid2}>
            {(['zh', 'en'] as const).map((lang) => (
              <div key={lang} className={styles.stack}>
                <PlainField
                  lang={lang}
                  label={`${t('conf.mail.subject')} (${t(`conf.lang.${lang}`)})`}
                  value={doc.mailTemplates[kind]?.[lang]?.subject ?? ''}
                  onChange={(v) => put(kind, lang, 'subject', v)}
                />
                <PlainField
                  lang={lang}
                  multiline
                  label={`${t('conf.mail.body')} (${t(`conf.lang.${lang}`)})`}
                  description={t('conf.mail.emptyMeansStandard')}
                  value={doc.mailTemplates[kind]?.[lang]?.body ?? ''}
                  onChange={(v) => put(kind, lang, 'body', v)}
                />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
