import { API } from '@ibr/contract/paths'
import { useEffect, useState } from 'react'
import { api } from './api'

/**
 * The bodies of a few items (an overview's pages), fetched together: id → sanitised HTML, or
 * null until they have arrived. A body that fails is left empty (the wrapper shows its toast).
 */
export function useArticleBodies(ids: readonly number[], menuId: number): Record<number, string> | null {
  // The ids are compared by value: the effect is keyed by their list as a string.
  const idList = ids.join(',')
  const key = `${menuId}:${idList}`
  const [result, setResult] = useState<{ key: string; bodies: Record<number, string> } | null>(null)
  useEffect(() => {
    if (idList === '') return
    let current = true
    void Promise.all(
      idList
        .split(',')
        .map(Number)
        .map((id) =>
          api.call(API.articleDetail, { id, menuId }).then(
            (r) => [id, r.article.body] as const,
            () => [id, ''] as const,
          ),
        ),
    ).then((pairs) => current && setResult({ key, bodies: Object.fromEntries(pairs) }))
    return () => {
      current = false
    }
  }, [key, idList, menuId])
  if (ids.length === 0) return {}
  return result?.key === key ? result.bodies : null
}
