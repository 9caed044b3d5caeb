/**
 * The records workflow's staff calls (docs/people-and-places.md): the same nine calls for every record
 * kind, each kind saying who writes, reviews and archives it, plus a team's paper picker and the
 * FAQ's and quick links' reorder.
 *
 * Reading a list or one record needs a session; the service narrows it to what the person may edit or
 * review (a group administrator: their own team). Writes need the kind's permission and are narrowed
 * too: a team to its group administrator, a facility to the sections listing core facilities; the FAQ
 * and quick links belong to the services office.
 */
import type { ErrorCode } from '../errors.js'
import { defineStaffCall, SIGNED_IN } from './define-staff-call.js'
import {
  FacilitySchemas,
  FaqSchemas,
  QuickLinkSchemas,
  RecordIdBody,
  RecordListBody,
  RecordListRet,
  RecordRejectBody,
  RecordReorderBody,
  RecordReorderRet,
  RecordRestoreBody,
  RecordStateRet,
  RecordVersionBody,
  TeamPapersBody,
  TeamPapersRet,
  TeamSchemas,
  type recordSchemas,
} from './records-api.js'
import type { RecordEntity } from './records.js'
import type { Permission } from './roles.js'

const STATES = [...SIGNED_IN, 'notFound', 'conflict'] as const satisfies readonly ErrorCode[]

/** The nine calls of one record kind, under /api/staff/{entity}/. */
function recordCalls<
  E extends RecordEntity,
  S extends ReturnType<typeof recordSchemas>,
  W extends Permission,
  R extends Permission,
  A extends Permission,
>(entity: E, what: string, schemas: S, who: { write: W; review: R; archive: A }) {
  return [
    defineStaffCall({
      name: `${entity}List`,
      path: `/api/staff/${entity}/list`,
      summary: `Every ${what} this person may edit or review, in public order`,
      effect: 'read',
      permission: 'signedIn',
      body: RecordListBody,
      ret: RecordListRet,
      failures: SIGNED_IN,
    }),
    defineStaffCall({
      name: `${entity}Get`,
      path: `/api/staff/${entity}/get`,
      summary: `One ${what}: its working copy (or public version), state and what this person may do`,
      effect: 'read',
      permission: 'signedIn',
      body: RecordIdBody,
      ret: schemas.getRet,
      failures: [...SIGNED_IN, 'notFound'],
    }),
    defineStaffCall({
      name: `${entity}Save`,
      path: `/api/staff/${entity}/save`,
      summary: `Save a ${what}'s working copy (without id: create one, administrators); 409 on a stale version`,
      effect: 'write',
      permission: who.write,
      body: schemas.saveBody,
      ret: RecordStateRet,
      // rateLimited: long rich text waits for the sanitiser's worker, whose queue is bounded.
      failures: [...STATES, 'badRequest', 'rateLimited'],
    }),
    defineStaffCall({
      name: `${entity}Submit`,
      path: `/api/staff/${entity}/submit`,
      summary: `Send a ${what}'s working copy to review`,
      effect: 'write',
      permission: who.write,
      body: RecordVersionBody,
      ret: RecordStateRet,
      failures: STATES,
    }),
    defineStaffCall({
      name: `${entity}Approve`,
      path: `/api/staff/${entity}/approve`,
      summary: `Publish a ${what}'s working copy (not one's own change, unless an administrator)`,
      effect: 'write',
      permission: who.review,
      body: RecordVersionBody,
      ret: RecordStateRet,
      failures: STATES,
    }),
    defineStaffCall({
      name: `${entity}Reject`,
      path: `/api/staff/${entity}/reject`,
      summary: `Send a ${what}'s working copy back with a comment`,
      effect: 'write',
      permission: who.review,
      body: RecordRejectBody,
      ret: RecordStateRet,
      failures: STATES,
    }),
    defineStaffCall({
      name: `${entity}Archive`,
      path: `/api/staff/${entity}/archive`,
      summary: `Take a ${what} off the public site`,
      effect: 'write',
      permission: who.archive,
      body: RecordIdBody,
      ret: RecordStateRet,
      failures: [...SIGNED_IN, 'notFound'],
    }),
    defineStaffCall({
      name: `${entity}Revisions`,
      path: `/api/staff/${entity}/revisions`,
      summary: `Every revision of a ${what}, latest first, each with its document`,
      effect: 'read',
      permission: 'signedIn',
      body: RecordIdBody,
      ret: schemas.revisionsRet,
      failures: [...SIGNED_IN, 'notFound'],
    }),
    defineStaffCall({
      name: `${entity}Restore`,
      path: `/api/staff/${entity}/restore`,
      summary: `Make an earlier revision of a ${what} its working copy (a new revision)`,
      effect: 'write',
      permission: who.write,
      body: RecordRestoreBody,
      ret: RecordStateRet,
      failures: [...SIGNED_IN, 'notFound'],
    }),
  ] as const
}

/** Saving a list's order: one call for all its records, at once, audited (an order is the list's, not one record's content under review). */
function reorderCall<E extends RecordEntity>(entity: E, what: string) {
  return defineStaffCall({
    name: `${entity}Reorder`,
    path: `/api/staff/${entity}/reorder`,
    summary: `Put ${what} in a new order (each record's place in its list); published at once`,
    effect: 'write',
    permission: 'helpdesk.manage',
    body: RecordReorderBody,
    ret: RecordReorderRet,
    failures: [...SIGNED_IN, 'badRequest'],
  })
}

/** A team's page: its group administrator writes it; archiving one is administrators'. */
export const TEAM_CALLS = [
  ...recordCalls('team', 'team or collaborating researcher', TeamSchemas, {
    write: 'team.edit',
    review: 'content.review',
    archive: 'site.manage',
  }),
  /** Published papers only (what the public site lists), to link to a team: anyone signed in, reviewers of a team included. */
  defineStaffCall({
    name: 'teamPapers',
    path: '/api/staff/team/papers',
    summary: 'Published paper articles to link to a team: by title words or DOI, or by id',
    effect: 'read',
    permission: 'signedIn',
    body: TeamPapersBody,
    ret: TeamPapersRet,
    failures: SIGNED_IN,
  }),
] as const

export const FACILITY_CALLS = recordCalls('facility', 'core facility', FacilitySchemas, {
  write: 'content.write',
  review: 'content.review',
  archive: 'content.review',
})

/** The FAQ and the quick links: the services office's (helpdesk.manage) for every step. */
const SERVICES_OFFICE = { write: 'helpdesk.manage', review: 'helpdesk.manage', archive: 'helpdesk.manage' } as const

export const FAQ_CALLS = [
  ...recordCalls('faq', 'common question', FaqSchemas, SERVICES_OFFICE),
  reorderCall('faq', 'common questions'),
] as const

export const QUICK_LINK_CALLS = [
  ...recordCalls('quickLink', 'quick link', QuickLinkSchemas, SERVICES_OFFICE),
  reorderCall('quickLink', 'quick links'),
] as const
