import { STAFF_API, type MenuChangeRet, type MenuTreeRet } from '@ibr/contract/staff-client'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useStaffQuery } from '../../lib/use-staff-query'

/** The menu tree as the cache holds it: as loaded, then as each change answers it. */
export function useMenuTree() {
  const loaded = useStaffQuery(STAFF_API.menuTree, {})
  return { tree: loaded.data, error: loaded.error, reload: loaded.reload }
}

/**
 * Shows a change's answer: every change answers the whole tree, so it is written into the cached tree
 * (in each language: the tree holds both names) rather than asked again, and what is shown is never
 * older than the last change made here.
 */
export function useShowTree() {
  const client = useQueryClient()
  return useCallback(
    (next: MenuChangeRet) => {
      const tree: MenuTreeRet = { product: next.product, entries: next.entries }
      client.setQueriesData<MenuTreeRet>({ queryKey: [STAFF_API.menuTree] }, tree)
    },
    [client],
  )
}
