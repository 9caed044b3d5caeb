import type { ConferenceProblem } from '@ibr/contract/staff-client'
import type { MessageKey, Translate } from '../../i18n/use-t'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages> | MessageKey

/** A problem of the contract's rules in the console's words. */
export const problemText = (t: Translate<Key>, p: ConferenceProblem) => t(`conf.rule.${p.rule}` as Key, p.params)

/** The message for a request field, from the form's own problems or the server's answer. */
export function errorAt(t: Translate<Key>, problems: readonly ConferenceProblem[], field: string): string | null {
  const found = problems.find((p) => p.field === field)
  return found ? problemText(t, found) : null
}

/** Yuan as typed (0.01 steps) from fen as stored. */
export const yuan = (fen: number) => (fen / 100).toFixed(fen % 100 === 0 ? 0 : 2)
/** Fen as stored from yuan as typed; what is not a number counts as 0. */
export const fen = (typed: string) => {
  const n = Number.parseFloat(typed)
  return Number.isFinite(n) ? Math.round(n * 100) : 0
}
/** A number typed, or null for an empty box. */
export const numberOrNull = (typed: string) => {
  if (typed.trim() === '') return null
  const n = Number.parseInt(typed, 10)
  return Number.isFinite(n) ? n : null
}
