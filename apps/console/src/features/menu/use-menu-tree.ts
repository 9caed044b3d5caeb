import { STAFF_API, type MenuTreeRet } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { useStaffQuery } from '../../lib/use-staff-query'

/**
 * The menu tree: as loaded, then as each change answers it (every change answers the whole tree, so
 * what is shown is never older than the last change made here). Loading again (another language)
 * starts from the new answer.
 */
export function useMenuTree() {
  const loaded = useStaffQuery(STAFF_API.menuTree, {})
  const [changed, setChanged] = useState<{ base: MenuTreeRet | undefined; tree: MenuTreeRet } | null>(null)
  const tree = changed && changed.base === loaded.data ? changed.tree : loaded.data
  const apply = (next: MenuTreeRet) => setChanged({ base: loaded.data, tree: { product: next.product, entries: next.entries } })
  return { tree, error: loaded.error, reload: loaded.reload, apply }
}
