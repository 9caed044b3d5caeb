import type { AuditRow } from '@ibr/contract/staff'

/**
 * One CSV field (RFC 4180). A cell a spreadsheet would run as a formula (= + - @ and the control
 * characters before them) is prefixed with an apostrophe: a user name typed at the sign-in form must
 * not become a formula in an administrator's spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const AUDIT_CSV_HEADER = ['time', 'username', 'action', 'entity', 'entityId', 'address', 'summary']

export function auditCsvLine(row: AuditRow, timeZone: string): string {
  const time = new Date(row.time).toLocaleString('sv-SE', { timeZone }).replace(' ', 'T')
  return [time, row.username, row.action, row.entity, row.entityId ?? '', row.address, row.summary].map(csvField).join(',') + '\r\n'
}
