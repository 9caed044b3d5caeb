import { REGISTRATION_STATES, type RegistrationState } from '@ibr/contract/staff'
import { AppError } from '../../../http/app-error.js'
import type { StateTable } from '../../../workflow/workflow-runner.js'

/** Every state a reviewer may decide on: all but a withdrawal, which is the registrant's last word. */
const DECIDABLE = ['pending', 'accepted', 'waiting', 'rejected'] as const

/**
 * A registration's states and transitions (docs/conferences.md). A reviewer's decision is named by
 * the state it leads to, from any state but withdrawn (the same state again: a new comment); places
 * are counted before a decision takes one. Decisions run on the workflow runner (registration-decisions.ts). The registrant withdraws through their private link. A
 * registration arrives (the public form) pending, accepted, or waiting when every place is taken.
 */
export const REGISTRATION_WORKFLOW = {
  states: REGISTRATION_STATES,
  transitions: {
    pending: { from: DECIDABLE, to: 'pending', refusal: 'registration.notChangeable' },
    accepted: { from: DECIDABLE, to: 'accepted', refusal: 'registration.notChangeable' },
    waiting: { from: DECIDABLE, to: 'waiting', refusal: 'registration.notChangeable' },
    rejected: { from: DECIDABLE, to: 'rejected', refusal: 'registration.notChangeable' },
    withdraw: { from: ['pending', 'accepted', 'waiting'], to: 'withdrawn', refusal: 'registration.notWithdrawable' },
  },
} as const satisfies StateTable<RegistrationState, string>

export type RegistrationTransitionName = keyof typeof REGISTRATION_WORKFLOW.transitions

/**
 * Refuses a transition from a state the table does not declare it from (409, the transition's message):
 * the registrant's withdrawal, which no staff member takes; the workflow runner refuses a reviewer's decision.
 */
export function refuseUndeclared(name: RegistrationTransitionName, state: RegistrationState) {
  const entry = REGISTRATION_WORKFLOW.transitions[name]
  if (!(entry.from as readonly RegistrationState[]).includes(state)) throw new AppError('conflict', entry.refusal)
}
