import type { BulkRet, StaffCallJsonPath, StaffCalls } from '@ibr/contract/staff-client'
import { useCallback } from 'react'
import { useT } from '../../i18n/use-t'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import type { BulkOutcome } from './bulk-outcome'
import { runBulk } from './run-bulk'

/** The staff calls that act on several rows and answer each item's result. */
export type BulkCallPath = { [P in StaffCallJsonPath]: StaffCalls[P]['ret'] extends BulkRet ? P : never }[StaffCallJsonPath]

interface Options {
  /** The calls whose answers the action makes stale (the list it was picked from, a detail open beside it). */
  invalidates: readonly StaffCallJsonPath[]
  /** Receives what the action did (`useRowSelection`'s `done`). */
  done: (outcome: BulkOutcome) => void
}

/**
 * One bulk call of a table's bar: `run(action, names, body)` makes it and hands `done` what each item
 * came to, or why nothing was done; `pending` is the body of the call under way, so a bar can show
 * which of its buttons is working.
 */
export function useBulkAction<P extends BulkCallPath>(path: P, { invalidates, done }: Options) {
  const t = useT()
  const { mutateAsync, isPending, variables } = useStaffMutation(path, { invalidates })
  const run = useCallback(
    async (action: string, names: ReadonlyMap<number | string, string>, body: StaffCalls[P]['body']) => {
      done(await runBulk(action, names, () => mutateAsync(body) as Promise<BulkRet>, t('error.unexpected')))
    },
    [done, mutateAsync, t],
  )
  return { run, pending: isPending ? variables : undefined }
}
