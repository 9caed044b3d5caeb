import {
  HELPDESK_KINDS,
  HELPDESK_STATES,
  type HelpdeskKind,
  type HelpdeskState,
  type STAFF_API,
  type StaffCalls,
} from '@ibr/contract/staff-client'
import { addressOf, changedQuery, pageParam } from '../../lib/address-query'

/** Which reports the inbox shows: 'open' is every state but resolved. */
export type StateFilter = HelpdeskState | 'open' | 'all'
export type AssigneeFilter = 'all' | 'me' | 'none'

/** What the inbox shows, as its address keeps it: a link or a reload opens the same report. */
export interface HelpdeskQuery {
  page: number
  search: string
  state: StateFilter
  kind: HelpdeskKind | null
  assignee: AssigneeFilter
  /** The report open beside the list. */
  ticket: string | null
}

export const HELPDESK_PAGE_SIZE = 20
const STATE_FILTERS: readonly StateFilter[] = ['open', 'all', ...HELPDESK_STATES]
const ASSIGNEE_FILTERS: readonly AssigneeFilter[] = ['all', 'me', 'none']

export function readHelpdeskQuery(params: URLSearchParams): HelpdeskQuery {
  const state = params.get('state')
  const kind = params.get('kind')
  const assignee = params.get('assignee')
  return {
    page: pageParam(params),
    search: params.get('search') ?? '',
    // Open reports by default: what the office still has to do.
    state: STATE_FILTERS.find((s) => s === state) ?? 'open',
    kind: HELPDESK_KINDS.find((k) => k === kind) ?? null,
    assignee: ASSIGNEE_FILTERS.find((a) => a === assignee) ?? 'all',
    ticket: params.get('ticket') || null,
  }
}

/** The address after a change: defaults are left out; a new filter starts again at page 1. */
export function writeHelpdeskQuery(params: URLSearchParams, change: Partial<HelpdeskQuery>): URLSearchParams {
  const next = changedQuery(readHelpdeskQuery(params), change, ['ticket'])
  return addressOf({
    page: next.page,
    search: next.search.trim(),
    state: next.state === 'open' ? null : next.state,
    kind: next.kind,
    assignee: next.assignee === 'all' ? null : next.assignee,
    ticket: next.ticket,
  })
}

export function helpdeskListBody(query: HelpdeskQuery): StaffCalls[typeof STAFF_API.helpdeskList]['body'] {
  return {
    page: query.page,
    pageSize: HELPDESK_PAGE_SIZE,
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ...(query.state !== 'all' ? { state: query.state } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.assignee !== 'all' ? { assignee: query.assignee } : {}),
  }
}
