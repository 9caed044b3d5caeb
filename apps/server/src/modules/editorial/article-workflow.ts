import { ARTICLE_STATUSES, type ArticleStatus } from '@ibr/contract/staff'
import type { StateTable } from '../../workflow/workflow-runner.js'

const ANY = ARTICLE_STATUSES

/**
 * An article's states and transitions (docs/editorial.md). The state is the item's overall one: its
 * languages move on their own inside it (a save sends only the languages it changed back to draft,
 * an approval publishes the languages pending), so where the languages decide, `to` is left out.
 * The runner refuses a transition from any state not listed in its `from`.
 */
export const ARTICLE_WORKFLOW = {
  states: ARTICLE_STATUSES,
  /** A new item: its public row is made (kept off the site), its working copy starts as a draft. */
  create: { to: 'draft' },
  transitions: {
    /** Writing the working copy; from archived it comes back as a draft. */
    save: { from: ANY },
    /** Sends the languages in draft to review. */
    submit: { from: ['draft', 'review'], to: 'review', refusal: 'editorial.nothingToSubmit' },
    /** Publishes languages pending (in review, or a draft a reviewer approves at once); brings an archived item back. */
    approve: { from: ['draft', 'review', 'archived'], refusal: 'editorial.nothingToApprove' },
    /** Sends the languages in review back to draft, with a comment. */
    reject: { from: ['review'], to: 'draft', refusal: 'editorial.notInReview' },
    /** Takes the item off the site; an archived item stays as it is. */
    archive: { from: ANY, to: 'archived' },
    /** Marks fields of one language as checked against the other's change. */
    confirm: { from: ANY },
    /** Makes an earlier revision the working copy. */
    restore: { from: ANY },
  },
} as const satisfies StateTable<ArticleStatus, string>

export type ArticleTransitionName = keyof typeof ARTICLE_WORKFLOW.transitions
