import type { ArticleDetailRet } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { useEffect, useState } from 'react'
import { api } from '../../lib/api'
import { ApiError } from '../../lib/api-client'

export type DetailState =
  { status: 'loading' } | { status: 'ready'; data: ArticleDetailRet } | { status: 'notFound' } | { status: 'failed'; message: string }

/** The ids the server accepts (packages/contract Id): anything else is not an item, and not asked for. */
export const isItemId = (id: string) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2147483647

/**
 * One item and its neighbours in the section `menuId` names. `wait` holds the request (the menu
 * that says which section is on its way). Quiet: the page itself says what went wrong, where the
 * item would have been, instead of a toast.
 */
export function useDetail(id: string, menuId: number | undefined, wait: boolean): DetailState & { retry: () => void } {
  const valid = isItemId(id)
  const [attempt, setAttempt] = useState(0)
  const key = `${id} ${menuId ?? ''} ${attempt}`
  const [state, setState] = useState<{ key: string; value: DetailState }>({ key: '', value: { status: 'loading' } })

  useEffect(() => {
    if (!valid || wait) return
    let current = true
    api.call(API.articleDetail, menuId === undefined ? { id } : { id, menuId }, { quiet: true }).then(
      (data) => current && setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => {
        if (!current) return
        // A malformed id the server refused is as missing as an unknown one.
        const missing = error instanceof ApiError && (error.code === 'notFound' || error.code === 'badRequest')
        setState({
          key,
          value: missing ? { status: 'notFound' } : { status: 'failed', message: error instanceof Error ? error.message : String(error) },
        })
      },
    )
    return () => {
      current = false
    }
  }, [key, id, menuId, valid, wait])

  const retry = () => setAttempt((n) => n + 1)
  if (!valid) return { status: 'notFound', retry }
  return { ...(state.key === key ? state.value : { status: 'loading' }), retry }
}
