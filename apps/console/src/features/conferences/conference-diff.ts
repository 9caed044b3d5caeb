import type { ConferenceDoc, ConferenceTexts } from '@ibr/contract/staff-client'
import type { DiffField } from '../../components/revisions/field-diff'
import { htmlText } from '../../components/revisions/html-text'
import type { MessageKey, Translate } from '../../i18n/use-t'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'
import { type messages as shared } from '../../i18n/shared/messages'

type Key = KeyOf<typeof messages | typeof shared> | MessageKey

const PLAIN: (keyof ConferenceTexts)[] = ['title', 'subTitle', 'venue', 'address', 'organizer']
const RICH: (keyof ConferenceTexts)[] = ['summary', 'traffic', 'fee', 'notice']
const SINGLE = [
  ['startDate', 'conf.startDate'],
  ['endDate', 'conf.endDate'],
  ['timeZone', 'conf.timeZone'],
  ['contactEmail', 'conf.contactEmail'],
  ['pictureId', 'conf.picture'],
] as const satisfies readonly (readonly [keyof ConferenceDoc, Key])[]
/** What the other tabs hold; each is compared as a whole. */
const DETAILS = new Set<string>(['zh', 'en', ...SINGLE.map(([key]) => key)])
const TABS = [
  ['form', (doc: ConferenceDoc) => doc.formFields],
  ['schedule', (doc: ConferenceDoc) => doc.days],
  ['mail', (doc: ConferenceDoc) => doc.mailTemplates],
  [
    'registration',
    (doc: ConferenceDoc) =>
      Object.entries(doc)
        .filter(([key]) => !DETAILS.has(key) && key !== 'formFields' && key !== 'days' && key !== 'mailTemplates')
        .sort(([a], [b]) => a.localeCompare(b)),
  ],
] as const

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

/**
 * Two revisions of a conference as its editor shows them: the details tab field by field (texts word
 * by word in both languages), the registration settings, the form, the programme and the mails each as changed or not.
 */
export function conferenceDiffFields(before: ConferenceDoc, after: ConferenceDoc, t: Translate<Key>): DiffField[] {
  const texts = [...PLAIN, ...RICH].flatMap((key) =>
    (['zh', 'en'] as const).map((lang): DiffField => ({
      key: `${lang}.${key}`,
      label: `${t(`conf.text.${key}` as Key)} (${t(`conf.lang.${lang}`)})`,
      before: RICH.includes(key) ? htmlText(text(before[lang][key])) : text(before[lang][key]),
      after: RICH.includes(key) ? htmlText(text(after[lang][key])) : text(after[lang][key]),
      show: 'words',
      lang,
    })),
  )
  const singles = SINGLE.map(([key, label]): DiffField => ({
    key,
    label: t(label),
    before: text(before[key]),
    after: text(after[key]),
    show: 'values',
  }))
  const tabs = TABS.map(([tab, read]): DiffField => ({
    key: tab,
    label: t(`conf.tab.${tab}`),
    before: JSON.stringify(read(before)),
    after: JSON.stringify(read(after)),
    show: 'changed',
  }))
  return [...texts, ...singles, ...tabs]
}
