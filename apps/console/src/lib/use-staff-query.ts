import type { StaffCallJsonPath, StaffCalls } from '@ibr/contract/staff-client'
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLang } from '../i18n/use-t'
import type { Lang } from '@ibr/contract/lang'
import { api } from './api'
import type { ApiError } from './api-error'

export interface StaffQueryState<T> {
  data: T | undefined
  error: ApiError | undefined
  loading: boolean
  /** Asks again, and marks stale every cached answer of the call (after a change this screen made). */
  reload: () => void
}

interface Options {
  /**
   * Keeps the previous answer on screen while a new one is asked for (the next page of a table);
   * otherwise nothing is shown under a question it does not answer (another account's details).
   */
  keepPrevious?: boolean
  /** Asks the server on every mount and shows nothing older (someone else's latest save, not the cached copy). */
  fresh?: boolean
}

/** The cache key of a staff call: its contract path first, so a mutation can invalidate every question to it. */
export const staffQueryKey = <P extends StaffCallJsonPath>(path: P, lang: Lang, body: StaffCalls[P]['body']) => [path, lang, body] as const

/** Asks a staff call through the shared cache, again when the path, the body (by value) or the language changes; `path` null waits. */
export function useStaffQuery<P extends StaffCallJsonPath>(
  path: P | null,
  body: StaffCalls[P]['body'],
  { keepPrevious = false, fresh = false }: Options = {},
): StaffQueryState<StaffCalls[P]['ret']> {
  const lang = useLang()
  const query = useQuery<StaffCalls[P]['ret'], ApiError>({
    queryKey: path === null ? ['', lang, body] : staffQueryKey(path, lang, body),
    queryFn: () => api.call(path!, body),
    enabled: path !== null,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...(fresh && { staleTime: 0, refetchOnMount: 'always' as const }),
  })
  const client = useQueryClient()
  const waiting = path === null
  // After a change this screen made, every cached question to the call is stale (other pages, other filters), not only this one.
  const reload = useCallback(() => {
    if (path !== null) void client.invalidateQueries({ queryKey: [path] })
  }, [client, path])
  return {
    data: fresh && !query.isFetchedAfterMount ? undefined : query.data,
    error: query.error ?? undefined,
    loading: !waiting && query.isFetching,
    reload,
  }
}

/** Asks one staff call with each of these bodies through the shared cache: each answer, `undefined` until it came or when it failed. */
export function useStaffQueries<P extends StaffCallJsonPath>(
  path: P,
  bodies: readonly StaffCalls[P]['body'][],
): (StaffCalls[P]['ret'] | undefined)[] {
  const lang = useLang()
  return useQueries({
    queries: bodies.map((body) => ({
      queryKey: staffQueryKey(path, lang, body),
      queryFn: (): Promise<StaffCalls[P]['ret']> => api.call(path, body),
    })),
    combine: (results) => results.map((result) => result.data),
  })
}

/** Asks a staff call now (whatever the cache holds) and keeps its answer in the cache, for the screens showing it. */
export function useStaffFetch() {
  const client = useQueryClient()
  const lang = useLang()
  return useCallback(
    <P extends StaffCallJsonPath>(path: P, body: StaffCalls[P]['body']): Promise<StaffCalls[P]['ret']> =>
      client.fetchQuery({ queryKey: staffQueryKey(path, lang, body), queryFn: () => api.call(path, body), staleTime: 0 }),
    [client, lang],
  )
}
