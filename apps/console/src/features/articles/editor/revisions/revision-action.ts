import type { RevisionRow } from '@ibr/contract/staff-client'
import { actionText } from '../../../../components/revisions/action-text'
import type { messages as revisions } from '../../../../components/revisions/messages'
import type { Translate, MessageKey } from '../../../../i18n/use-t'
import { langName } from '../../field-labels'
import type { messages } from '../../messages'
import type { messages as editorMessages } from '../messages'
import type { KeyOf } from '@ibr/ui/define-messages'
import { type messages as shared } from '../../../../i18n/shared/messages'

/** A key of this screen's catalogues, the revisions panel's or the shell's. */
type Key = KeyOf<typeof messages | typeof editorMessages | typeof shared | typeof revisions> | MessageKey

/** A revision's action in words, with the languages it concerned: "Approved (Chinese, English)". */
export function revisionAction(row: Pick<RevisionRow, 'action' | 'langs'>, t: Translate<Key>): string {
  const action = actionText(row.action, t)
  if (!row.langs.length) return action
  return t('revisions.actionLangs', { action, langs: row.langs.map((l) => langName(l, t)).join(t('common.listSeparator')) })
}
