import type { RecordEntity, RecordReorderRet, RecordStateRet, StaffCallJsonPath } from '@ibr/contract/staff-client'
import type { Revision } from '../../components/revisions/revision'
import { api } from '../../lib/api'
import { recordCalls } from './record-kinds'

/** A record as the editor holds it: the document of any kind, read by the form's declarations. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one editor for every kind: fields are read by their declared keys
export type Doc = Record<string, any>

export interface RecordGet {
  id: number
  version: number
  state: 'draft' | 'review' | 'published' | 'archived'
  live: boolean
  doc: Doc
  published: Doc | null
  comment: string
  submitted: { name: string; at: string } | null
  /** The last save; null for a record no one has changed in the console yet. */
  saved: { name: string; at: string } | null
  may: { edit: boolean; review: boolean; archive: boolean }
}

export type RecordRevision = Revision<Doc>

/**
 * One kind's calls with its documents as plain objects: the contract types each kind's document, and
 * one editor serves all four, so the form works on the shape its declarations describe.
 */
export function recordApi(entity: RecordEntity) {
  const calls = recordCalls(entity)
  const send = <T>(path: string, body: object) => api.call(path as StaffCallJsonPath, body as never) as Promise<T>
  return {
    get: (id: number) => send<RecordGet>(calls.get, { id }),
    save: (body: { id?: number; version?: number; doc: Doc }) => send<RecordStateRet>(calls.save, body),
    submit: (id: number, version: number) => send<RecordStateRet>(calls.submit, { id, version }),
    approve: (id: number, version: number) => send<RecordStateRet>(calls.approve, { id, version }),
    reject: (id: number, version: number, comment: string) => send<RecordStateRet>(calls.reject, { id, version, comment }),
    archive: (id: number) => send<RecordStateRet>(calls.archive, { id }),
    revisions: (id: number) => send<{ list: RecordRevision[] }>(calls.revisions, { id }),
    restore: (id: number, revision: number) => send<RecordStateRet>(calls.restore, { id, revision }),
    /** Only the kinds whose list is ordered have this call. */
    reorder: (ids: number[]) => send<RecordReorderRet>(calls.reorder, { ids }),
  }
}
