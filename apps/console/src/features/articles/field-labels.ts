import type { Lang } from '@ibr/contract/lang'
import type { Translate, MessageKey } from '../../i18n/use-t'
import { isLangPath, splitLangPath, type FieldPath } from './doc-fields'
import type { messages } from './messages'
import type { messages as shared } from '../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

/** A field's name; a field of one language says which ("Title (English)"), so each input has a name of its own. */
export function fieldLabel(path: FieldPath, t: Translate<Key>): string {
  if (!isLangPath(path)) return t(`field.${path}`)
  const [lang, field] = splitLangPath(path)
  return t('editor.fieldInLang', { field: t(`field.${field}`), lang: langName(lang, t) })
}

export const langName = (lang: Lang, t: Translate<Key>) => t(`langName.${lang}`)
