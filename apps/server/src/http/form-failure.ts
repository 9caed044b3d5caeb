import type { Problem } from '@ibr/contract'
import { messageWith } from '../i18n/messages.js'
import { AppError, type FieldMessage, type Message } from './app-error.js'

/** A form value's problem (the contract's rules) worded by the catalogue's `form.<rule>`, with the field's label. */
export function problemMessage(problem: Problem, label: Message): Message {
  const { rule, ...numbers } = problem
  return messageWith(`form.${rule}`, { label, ...numbers })
}

/**
 * One refusal for every form field at fault, listed in the form's order: `field` names the first;
 * when there are several, `fields` lists each and `msg` sums them up.
 */
export function formFailure(faults: readonly FieldMessage[]): AppError {
  const [first] = faults
  if (!first) throw new Error('formFailure needs at least one field at fault')
  if (faults.length === 1) return new AppError('badRequest', first.msg, { field: first.field })
  return new AppError('badRequest', messageWith('form.several', { count: faults.length, first: first.msg }), { fields: faults })
}
