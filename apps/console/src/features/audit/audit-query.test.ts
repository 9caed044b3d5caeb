import { describe, expect, it } from 'vitest'
import { auditListBody, exportFileName, NO_FILTERS, readAuditFilters, readAuditPage, writeAuditQuery } from './audit-query'

describe('the audit filters in the address', () => {
  it('read back what was written, and the page', () => {
    const filters = { username: 'wang', action: 'signIn' as const, from: '2026-01-01', to: '2026-01-31', search: 'login' }
    const params = writeAuditQuery(filters, 3)
    expect(readAuditFilters(params)).toEqual(filters)
    expect(readAuditPage(params)).toBe(3)
  })

  it('drop an unknown action or a malformed day rather than send them', () => {
    expect(readAuditFilters(new URLSearchParams('action=dropTables&from=yesterday&to=2026-1-1'))).toEqual(NO_FILTERS)
  })

  it('ask for only the filters that are set', () => {
    expect(auditListBody({ ...NO_FILTERS, username: ' li ', to: '2026-02-01' }, 2)).toEqual({
      username: 'li',
      to: '2026-02-01',
      page: 2,
      pageSize: 50,
    })
  })

  it('name the export by its period', () => {
    expect(exportFileName({ ...NO_FILTERS, from: '2026-01-01', to: '2026-01-31' }, '2026-11-23')).toBe('audit-2026-01-01-2026-01-31.csv')
    expect(exportFileName(NO_FILTERS, '2026-11-23')).toBe('audit-start-2026-11-23.csv')
  })
})
