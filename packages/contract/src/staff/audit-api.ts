import Type, { type Static } from 'typebox'
import { body, Nullable } from '../api/common.js'
import { AUDIT_ACTIONS } from './audit-actions.js'
import { pageOf, Paging, Search } from './paging.js'

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a day, YYYY-MM-DD, in the site time zone' })
export const AuditFilter = {
  search: Search,
  username: Type.Optional(Type.String({ maxLength: 64, description: 'exactly this person' })),
  action: Type.Optional(Type.Enum([...AUDIT_ACTIONS], { description: 'only this action' })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
}
export const AuditListBody = body({ ...Paging, ...AuditFilter })
export type AuditListBody = Static<typeof AuditListBody>
export const AuditExportBody = body(AuditFilter)
export type AuditExportBody = Static<typeof AuditExportBody>
export const AuditRow = Type.Object({
  id: Type.Integer(),
  time: Type.String({ description: 'ISO 8601' }),
  username: Type.String({ description: 'who acted (or tried to)' }),
  action: Type.String(),
  entity: Type.String({ description: 'what kind of thing was acted on' }),
  entityId: Nullable(Type.String()),
  address: Type.String({ description: 'client address' }),
  summary: Type.String({ description: 'short before/after summary' }),
})
export type AuditRow = Static<typeof AuditRow>
export const AuditListRet = Type.Object(pageOf(AuditRow))
export type AuditListRet = Static<typeof AuditListRet>
