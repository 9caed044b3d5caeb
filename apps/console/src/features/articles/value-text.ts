import type { Lang } from '@ibr/contract/lang'
import { SHARED_FIELDS } from '@ibr/contract/staff-client'
import type { Translate, MessageKey } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { choiceLabel } from './choice-labels'
import { isLangPath, splitLangPath, type FieldPath } from './doc-fields'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'
import { type messages as shared } from '../../i18n/shared/messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|blockquote|pre|figure|table)>|<br\s*\/?>/gi

/** A body's words without its markup, a line per paragraph, as a person compares two versions of it. */
export function htmlText(html: string): string {
  const marked = html.replace(BLOCK_END, '$&\n')
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? ''
  return text.replace(/\n{3,}/g, '\n\n').trim()
}

export interface ValueContext {
  t: Translate<Key>
  lang: Lang
  /** Sections by id, named in the console's language. */
  sectionNames: ReadonlyMap<number, string>
}

/** A field's value in words, as the conflict dialog and the revision comparison show it; '' for no value. */
export function valueText(path: FieldPath, value: unknown, { t, lang, sectionNames }: ValueContext): string {
  if (value === null || value === undefined || value === '') return ''
  if (isLangPath(path)) return splitLangPath(path)[1] === 'body' ? htmlText(String(value)) : String(value)
  if (path === 'menuIds' || path === 'pinnedIn')
    return (value as number[]).map((id) => sectionNames.get(id) ?? `#${id}`).join(t('common.listSeparator'))
  if (path === 'publishAt' || path === 'unpublishAt') return formatDateTime(String(value), lang)
  switch (SHARED_FIELDS[path]) {
    case 'files':
      return (value as string[]).join(t('common.listSeparator'))
    case 'choice':
      return choiceLabel(String(value), t)
    case 'dateTime':
      return formatDateTime(String(value), lang)
    case 'flag':
      return t(value === true ? 'common.yes' : 'common.no')
    default:
      return String(value)
  }
}

/** The language a field's text is written in: its own for a translatable field, else the console's. */
export const textLang = (path: FieldPath, lang: Lang): Lang => (isLangPath(path) ? splitLangPath(path)[0] : lang)
