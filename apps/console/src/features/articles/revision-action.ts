import type { RevisionRow } from '@ibr/contract/staff-client'
import type { Translate } from '../../i18n/use-t'
import { langName } from './field-labels'

/** A revision's action in words, with the languages it concerned: "Approved (Chinese, English)". */
export function revisionAction(row: Pick<RevisionRow, 'action' | 'langs'>, t: Translate): string {
  const action = t(`revisions.action.${row.action}`)
  if (!row.langs.length) return action
  return t('revisions.actionLangs', { action, langs: row.langs.map((l) => langName(l, t)).join(t('common.listSeparator')) })
}
