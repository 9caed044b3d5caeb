import type { RecordEntity, RecordStateRet, StaffCallJsonPath } from '@ibr/contract/staff-client'
import type { Revision } from '../../components/revisions/revision'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { recordCalls } from './record-kinds'
import { recordsKeys } from './records-keys'

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

type RecordWrite = 'save' | 'submit' | 'approve' | 'reject' | 'archive' | 'restore'

/** A kind's path as the staff layer knows it: the contract types each kind's call, one editor serves all four. */
export const recordPath = (entity: RecordEntity, call: keyof ReturnType<typeof recordCalls>) =>
  recordCalls(entity)[call] as StaffCallJsonPath

/**
 * One kind's workflow change as a mutation on documents as plain objects (the form works on the shape
 * its declarations describe); a success makes the kind's list, the record and its revisions stale.
 */
export function useRecordWrite(entity: RecordEntity, call: RecordWrite) {
  const mutation = useStaffMutation(recordPath(entity, call), { invalidates: recordsKeys.records(entity) })
  return mutation as unknown as Omit<typeof mutation, 'mutate'> & {
    mutate: (
      body: object,
      handlers: { onSuccess: (ret: RecordStateRet) => void; onError: (error: (typeof mutation)['error'] & object) => void },
    ) => void
    mutateAsync: (body: object) => Promise<RecordStateRet>
  }
}
