import type { ConferenceTexts } from '@ibr/contract/staff-client'
import { PictureField } from '../../components/picture-field/picture-field'
import { RichText } from '../../components/rich-text/rich-text'
import { useMessages, type MessageKey } from '../../i18n/use-t'
import type { ConferenceDoc, FieldError } from './conference-doc'
import { ZoneField } from './zone-field'
import { PlainField } from './plain-field'
import styles from './conferences.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

const PLAIN: (keyof ConferenceTexts)[] = ['title', 'subTitle', 'venue', 'address', 'organizer']
const RICH: (keyof ConferenceTexts)[] = ['summary', 'traffic', 'fee', 'notice']

interface TabProps {
  doc: ConferenceDoc
  onChange: (change: Partial<ConferenceDoc>) => void
  error: FieldError
}

/** The texts in both languages side by side, then the dates, the time zone, the contact and the picture. */
export function DetailsTab({ doc, onChange, error }: TabProps) {
  const t = useMessages(messages, shared)
  const text = (lang: 'zh' | 'en', key: keyof ConferenceTexts) => (value: string) => onChange({ [lang]: { ...doc[lang], [key]: value } })
  const label = (key: keyof ConferenceTexts, lang: 'zh' | 'en') => `${t(`conf.text.${key}` as Key)} (${t(`conf.lang.${lang}`)})`
  return (
    <div className={styles.stack}>
      {PLAIN.map((key) => (
        <div key={key} className={styles.grid2}>
          {(['zh', 'en'] as const).map((lang) => (
            <PlainField
              key={lang}
              lang={lang}
              label={label(key, lang)}
              value={doc[lang][key]}
              onChange={text(lang, key)}
              error={error(`${lang}.${key}`)}
            />
          ))}
        </div>
      ))}
      {RICH.map((key) => (
        <div key={key} className={styles.grid2}>
          {(['zh', 'en'] as const).map((lang) => (
            <div key={lang} className={styles.field}>
              <RichText label={label(key, lang)} lang={lang} value={doc[lang][key]} onChange={text(lang, key)} />
            </div>
          ))}
        </div>
      ))}
      <div className={styles.grid3}>
        <PlainField
          label={t('conf.startDate')}
          type="date"
          value={doc.startDate}
          onChange={(startDate) => onChange({ startDate })}
          error={error('startDate')}
        />
        <PlainField
          label={t('conf.endDate')}
          type="date"
          value={doc.endDate}
          onChange={(endDate) => onChange({ endDate })}
          error={error('endDate')}
        />
        <ZoneField
          label={t('conf.timeZone')}
          description={t('conf.timeZoneHelp')}
          value={doc.timeZone}
          onChange={(timeZone) => onChange({ timeZone })}
          error={error('timeZone')}
        />
        <PlainField
          label={t('conf.contactEmail')}
          type="email"
          value={doc.contactEmail}
          onChange={(contactEmail) => onChange({ contactEmail })}
          error={error('contactEmail')}
        />
        <PictureField
          label={t('conf.picture')}
          kind="image"
          value={doc.pictureId}
          onChange={(pictureId) => onChange({ pictureId })}
          error={error('pictureId')}
        />
      </div>
    </div>
  )
}
