/** The audit staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { AuditExportBody, AuditListBody, AuditListRet } from './audit-api.js'
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'

export const AUDIT_CALLS = [
  defineStaffCall({
    name: 'auditList',
    path: '/api/staff/audit/list',
    summary: 'The audit log, filtered and paged, latest first',
    effect: 'read',
    permission: 'audit.read',
    body: AuditListBody,
    ret: AuditListRet,
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'auditExport',
    path: '/api/staff/audit/export',
    summary: 'The audit log as CSV (UTF-8 with a byte-order mark), same filters',
    effect: 'read',
    permission: 'audit.read',
    body: AuditExportBody,
    failures: SIGNED_IN,
  }),
] as const
