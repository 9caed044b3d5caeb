import type { RegistrationDecideBody, RegistrationState } from '@ibr/contract/staff'
import { AppError } from '../../../http/app-error.js'
import { message, messageWith } from '../../../i18n/messages.js'
import { pick } from '../../../lib/localise.js'
import type { StepContext, Transition } from '../../../workflow/workflow-runner.js'
import { fullOptions } from './registration-form.js'
import type { RegistrationChange, RegistrationItem } from './registration-items.js'
import { registrationRepository } from './registration-repository.js'
import { REGISTRATION_WORKFLOW } from './registration-workflow.js'

/** A decision's state: the state it leads to. */
export type DecisionState = RegistrationDecideBody['state']

/** What a decision is given: the reviewer's comment, trimmed (none when empty). */
export interface DecisionInput {
  comment: string | null
}

type Decision = Transition<RegistrationItem, DecisionInput, RegistrationChange, RegistrationItem, RegistrationState>

const holdsPlace = (state: RegistrationState) => state === 'accepted' || state === 'pending'

/** Taking a place (to accepted or pending from elsewhere) is refused when the conference or a chosen option is full. */
const placeFree =
  (to: DecisionState) =>
  async ({ trx, item: { row, conference } }: StepContext<RegistrationItem, DecisionInput>) => {
    if (!holdsPlace(to) || holdsPlace(row.state)) return
    const repo = registrationRepository(trx)
    const capacity = conference.capacity
    if (capacity !== null && (await repo.placesTaken(conference.id, row.id)) >= capacity) {
      throw new AppError('conflict', message('registration.overCapacity', { capacity }))
    }
    const full = fullOptions(conference.form_fields, row.fields, await repo.optionCounts(conference.id, row.id))
    if (full.length > 0) {
      const field = conference.form_fields.find((f) => f.name === full[0]!.field)!
      const value = row.fields[field.name]
      const chosen = field.options.find((o) => (Array.isArray(value) ? value : [value]).includes(o.value) && o.capacity !== null)
      const option = { zh: pick(chosen?.label, 'zh'), en: pick(chosen?.label, 'en') }
      throw new AppError('conflict', messageWith('registration.optionOverCapacity', { option, capacity: chosen?.capacity ?? 0 }))
    }
  }

/** A reviewer's decision leading to `to`, from the states the table declares it from; the same state with the same comment changes nothing. */
const decision = (to: DecisionState): Decision => ({
  ...REGISTRATION_WORKFLOW.transitions[to],
  call: '/api/staff/registration/decide',
  version: 'ignored',
  guards: [placeFree(to)],
  async apply({ item, input: { comment } }) {
    const { row } = item
    if (row.state === to && comment === row.comment) return { unchanged: item }
    const summary = `state ${row.state} → ${to}${comment ? `; comment: ${comment.slice(0, 200)}` : ''}`
    return { change: { comment }, audit: { action: 'registrationDecide', summary } }
  },
  announces: false,
})

/** The reviewer's decisions, by the state each leads to (REGISTRATION_WORKFLOW). */
export const DECISIONS: Record<DecisionState, Decision> = {
  pending: decision('pending'),
  accepted: decision('accepted'),
  waiting: decision('waiting'),
  rejected: decision('rejected'),
}
