import type { DiffField } from '../../components/revisions/field-diff'
import { htmlText } from '../../components/revisions/html-text'
import type { Translate } from '../../i18n/use-t'
import type { Doc } from './record-api'
import type { RecordField } from './record-kinds'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'
import { type messages as shared } from '../../i18n/shared/messages'

type Key = KeyOf<typeof messages | typeof shared>

const LANGS = ['zh', 'en'] as const

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

/**
 * Two revisions of a record as the form's fields, each as text: the texts in both languages word by
 * word, single values as before and after, the lists (members, papers, instruments, services) as changed.
 */
export function recordDiffFields(fields: readonly RecordField[], before: Doc, after: Doc, t: Translate<Key>): DiffField[] {
  return fields.flatMap((field): DiffField[] => {
    const label = t(field.label)
    if ('bilingual' in field)
      return LANGS.map((lang) => {
        const read = (doc: Doc) => text(doc[lang]?.[field.key])
        return {
          key: `${lang}.${field.key}`,
          label: t('records.inLang', { field: label, lang: t(`records.lang.${lang}`) }),
          before: field.kind === 'html' ? htmlText(read(before)) : read(before),
          after: field.kind === 'html' ? htmlText(read(after)) : read(after),
          show: 'words',
          lang,
        }
      })
    if (field.kind === 'members' || field.kind === 'papers' || field.kind === 'instruments' || field.kind === 'services')
      return [
        {
          key: field.key,
          label,
          before: JSON.stringify(before[field.key] ?? []),
          after: JSON.stringify(after[field.key] ?? []),
          show: 'changed',
        },
      ]
    if (field.kind === 'select') {
      const name = (value: unknown) => {
        const option = field.options.find((o) => o.id === value)
        return option ? t(option.label) : text(value)
      }
      return [{ key: field.key, label, before: name(before[field.key]), after: name(after[field.key]), show: 'values' }]
    }
    return [{ key: field.key, label, before: text(before[field.key]), after: text(after[field.key]), show: 'values' }]
  })
}
