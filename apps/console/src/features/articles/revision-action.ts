import type { RevisionRow } from '@ibr/contract/staff-client'
import type { Translate, MessageKey } from '../../i18n/use-t'
import { langName } from './field-labels'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'
import { type messages as shared } from '../../i18n/shared/messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

/** A revision's action in words, with the languages it concerned: "Approved (Chinese, English)". */
export function revisionAction(row: Pick<RevisionRow, 'action' | 'langs'>, t: Translate<Key>): string {
  const action = t(`revisions.action.${row.action}`)
  if (!row.langs.length) return action
  return t('revisions.actionLangs', { action, langs: row.langs.map((l) => langName(l, t)).join(t('common.listSeparator')) })
}
