import { Readable } from 'node:stream'
import { STAFF_API, type AuditListRet } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { badRequest } from '../../http/app-error.js'
import { ok } from '../../http/json-body.js'
import { staffPost } from '../../http/staff-route.js'
import { AUDIT_CSV_HEADER, auditCsvLine, csvField } from './audit-csv.js'

/** A YYYY-MM-DD that names a real day (the schema checks only its shape). */
function checkDays(filter: { from?: string; to?: string }) {
  for (const field of ['from', 'to'] as const) {
    const day = filter[field]
    const parsed = day === undefined ? undefined : new Date(`${day}T00:00:00Z`)
    if (parsed && (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)) {
      throw badRequest('param.invalid', { field }, field)
    }
  }
}

/** The audit log for administrators: a filtered page, or every matching line as CSV. */
export async function auditRoutes(app: FastifyInstance) {
  const { config } = app.deps
  const { audit } = app.services

  staffPost(app, STAFF_API.auditList, async ({ body }) => {
    const { page, pageSize, ...filter } = body
    checkDays(filter)
    return ok<AuditListRet>(await audit.list(filter, page ?? 1, pageSize ?? 20))
  })

  staffPost(app, STAFF_API.auditExport, async ({ body, reply }) => {
    const { lang: _lang, ...filter } = body
    checkDays(filter)
    const day = new Date().toLocaleDateString('sv-SE', { timeZone: config.timeZone })
    async function* csv() {
      // A byte-order mark, so spreadsheet programs read the Chinese text as UTF-8.
      yield '\uFEFF' + AUDIT_CSV_HEADER.map(csvField).join(',') + '\r\n'
      for await (const row of audit.exportRows(filter)) yield auditCsvLine(row, config.timeZone)
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .send(Readable.from(csv()))
  })
}
