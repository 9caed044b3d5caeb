import { STAFF_API } from '@ibr/contract/staff-client'
import { api } from '../../lib/api'
import { siteDay } from '../../lib/format-date'
import { saveFile } from '../../lib/save-file'
import { auditFilterBody, exportFileName, type AuditFilters } from './audit-query'

/** Downloads the log under the same filters as CSV and saves it named by its period. */
export async function exportAudit(filters: AuditFilters): Promise<void> {
  const csv = await api.download(STAFF_API.auditExport, auditFilterBody(filters))
  saveFile(csv, exportFileName(filters, siteDay(new Date())))
}
