import type { Lang } from '@ibr/contract/lang'
import type { Translate } from '../../i18n/use-t'
import { isLangPath, splitLangPath, type FieldPath } from './doc-fields'

/** A field's name; a field of one language says which ("Title (English)"), so each input has a name of its own. */
export function fieldLabel(path: FieldPath, t: Translate): string {
  if (!isLangPath(path)) return t(`field.${path}`)
  const [lang, field] = splitLangPath(path)
  return t('editor.fieldInLang', { field: t(`field.${field}`), lang: langName(lang, t) })
}

export const langName = (lang: Lang, t: Translate) => t(`langName.${lang}`)
