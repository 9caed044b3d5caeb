import type { KeyOf } from '@ibr/ui/define-messages'
import type { Translate } from '../../i18n/use-t'
import type { messages } from './messages'

const ACTIONS = new Set(['create', 'save', 'submit', 'approve', 'reject', 'archive', 'restore', 'confirm'])

/** A revision's action in words ("Approved"); an action the console does not know is shown as the server named it. */
export function actionText(action: string, t: Translate<KeyOf<typeof messages>>): string {
  // Records and conferences name a restore with the revision it took: "restore 3".
  const name = action.split(' ')[0] ?? action
  return ACTIONS.has(name) ? t(`revisions.action.${name}` as 'revisions.action.save') : action
}
