import type { RecordEntity, StaffCallJsonPath } from '@ibr/contract/staff-client'
import { recordCalls } from './record-kinds'

/**
 * What a change to a record of one kind makes stale: its list, the record, its revisions. The four
 * kinds share one editor, so the lists are built from the kind (the paths are the contract's).
 */
export const recordsKeys = {
  records: (entity: RecordEntity) => {
    const calls = recordCalls(entity)
    return [calls.list, calls.get, calls.revisions] as readonly StaffCallJsonPath[]
  },
} as const
