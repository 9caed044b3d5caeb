import { SEND_BACK_COMMENT_MAX } from './limits.js'
/**
 * The records staff edit outside the article editor: teams and collaborating researchers,
 * core facilities, the FAQ and the quick links. Each goes through one workflow (working copy → review
 * → published, every save a revision, every action an audit line); docs/people-and-places.md has the
 * design. No TypeBox here: the console's navigation loads this too.
 */

/** Every kind of record the generic workflow handles; a new one (conferences) is added here and in modules/records. */
export const RECORD_ENTITIES = ['team', 'facility', 'faq', 'quickLink'] as const
export type RecordEntity = (typeof RECORD_ENTITIES)[number]

/**
 * Every kind the workflow keeps working copies and revisions of: the records, and conferences, which
 * keep their own calls to list, read, create and save (conference/list|get|create|save|schedule) and
 * share the workflow's others (CONFERENCE_WORKFLOW_ACTIONS) under /api/staff/conference/.
 */
export type WorkflowEntity = RecordEntity | 'conference'
export const CONFERENCE_WORKFLOW_ACTIONS = ['submit', 'approve', 'reject', 'revisions', 'restore'] as const

/** What each record kind answers to, as a call name under /api/staff/{entity}/. */
export const RECORD_ACTIONS = ['list', 'get', 'save', 'submit', 'approve', 'reject', 'archive', 'revisions', 'restore'] as const
export type RecordAction = (typeof RECORD_ACTIONS)[number]

/** The staff paths of one record kind, keyed `${entity}${Action}` (teamList, teamSave, ...). */
export type RecordPaths<E extends string> = {
  readonly [A in RecordAction as `${E}${Capitalize<A>}`]: `/api/staff/${E}/${A}`
}

export function recordPaths<E extends string>(entity: E): RecordPaths<E> {
  const paths: Record<string, string> = {}
  for (const action of RECORD_ACTIONS) paths[`${entity}${action[0]!.toUpperCase()}${action.slice(1)}`] = `/api/staff/${entity}/${action}`
  return paths as RecordPaths<E>
}

/**
 * Where a record stands for staff: `published` with no working copy; `draft` (a working copy not yet
 * sent, or a new record never published); `review` (waiting for a reviewer); `archived` (off the site).
 */
export const RECORD_STATES = ['draft', 'review', 'published', 'archived'] as const
export type RecordState = (typeof RECORD_STATES)[number]

/** Quick-link groups: lab sites, core-facility sites, other sites. */
export const QUICK_LINK_GROUPS = ['lab', 'facility', 'other'] as const
export type QuickLinkGroup = (typeof QUICK_LINK_GROUPS)[number]

export const TEAM_KINDS = ['team', 'consociation'] as const
export type TeamKind = (typeof TEAM_KINDS)[number]

/** Longest texts in a record: one line, a summary, a rich text. */
export const RECORD_LIMITS = {
  line: 200,
  summary: 2000,
  html: 100_000,
  members: 200,
  papers: 500,
  items: 100,
  comment: SEND_BACK_COMMENT_MAX,
  ordered: 500,
} as const
