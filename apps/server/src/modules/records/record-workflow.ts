import { RECORD_STATES, type RecordState } from '@ibr/contract/staff'
import type { StateTable } from '../../workflow/workflow-runner.js'

const ANY = RECORD_STATES

/**
 * The states and transitions of every record kind and of conferences (docs/people-and-places.md,
 * docs/conferences.md). A record's state is its working copy's when it has one, else its public
 * row's. The runner refuses a transition from any state not listed in its `from`.
 */
export const RECORD_WORKFLOW = {
  states: RECORD_STATES,
  /** A new record (not a conference: those are made by their own call): its public row off the site, its working copy a draft. */
  create: { to: 'draft' },
  transitions: {
    /** Writes the working copy (an archived or published record gets a new one). */
    save: { from: ANY, to: 'draft' },
    submit: { from: ['draft'], to: 'review', refusal: 'records.nothingToSubmit' },
    /** Publishes the working copy; from draft only for an administrator (a guard says so). */
    approve: { from: ['draft', 'review'], to: 'published', refusal: 'records.notInReview' },
    reject: { from: ['review'], to: 'draft', refusal: 'records.notInReview' },
    /** Makes an earlier revision the working copy. */
    restore: { from: ANY, to: 'draft' },
    /** Takes the public record off the site; a working copy stays in its state (none: archived). Not for conferences. */
    archive: { from: ANY },
  },
} as const satisfies StateTable<RecordState, string>

export type RecordTransitionName = keyof typeof RECORD_WORKFLOW.transitions
