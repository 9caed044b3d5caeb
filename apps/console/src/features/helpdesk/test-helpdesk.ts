import type { HelpdeskRow } from '@ibr/contract/staff-client'

export const TICKET = 'F-20261125-AB3D'

/** A fault report as the inbox lists it: new, unassigned, unless told otherwise. */
export const helpdeskRow = (over: Partial<HelpdeskRow> = {}): HelpdeskRow => ({
  ticket: TICKET,
  kind: 'fault',
  category: 'network',
  summary: 'No network in B305',
  reporter: 'Zhang San',
  state: 'new',
  assignee: null,
  lang: 'zh',
  createdAt: '2026-11-25T02:00:00Z',
  updatedAt: '2026-11-25T02:00:00Z',
  ...over,
})
