import { AUDIT_ACTIONS, type AuditAction, type AuditExportBody, type AuditListBody } from '@ibr/contract/staff-client'
import { addressOf } from '../../lib/address-query'

/** The audit log's filters, as the address keeps them. Days are YYYY-MM-DD in the site's time zone. */
export interface AuditFilters {
  username: string
  action: AuditAction | ''
  from: string
  to: string
  search: string
}

export const NO_FILTERS: AuditFilters = { username: '', action: '', from: '', to: '', search: '' }
export const AUDIT_PAGE_SIZE = 50

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isAction = (value: string | null): value is AuditAction => AUDIT_ACTIONS.some((a) => a === value)

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const day = (name: string) => {
    const value = params.get(name) ?? ''
    return DAY.test(value) ? value : ''
  }
  const action = params.get('action')
  return {
    username: params.get('username') ?? '',
    action: isAction(action) ? action : '',
    from: day('from'),
    to: day('to'),
    search: params.get('search') ?? '',
  }
}

export const readAuditPage = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page'))) || 1)

/** The address for filters (from page 1: the old page may not exist among fewer rows) or for a page. */
export function writeAuditQuery(filters: AuditFilters, page = 1): URLSearchParams {
  const names = ['username', 'action', 'from', 'to', 'search'] as const
  return addressOf({ ...Object.fromEntries(names.map((name) => [name, filters[name].trim()])), page })
}

/** The filters as both calls take them (the list and the CSV export): only those that are set. */
export function auditFilterBody(filters: AuditFilters): Omit<AuditExportBody, 'lang'> {
  return {
    ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  }
}

export const auditListBody = (filters: AuditFilters, page: number): Omit<AuditListBody, 'lang'> => ({
  ...auditFilterBody(filters),
  page,
  pageSize: AUDIT_PAGE_SIZE,
})

/** The export's file name: the period it covers, from the first entry when no start is set, to today when no end is. */
export const exportFileName = (filters: AuditFilters, today: string) => `audit-${filters.from || 'start'}-${filters.to || today}.csv`
