import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-error'
import { sessionStore } from './session-store'

/**
 * The console's one query cache. A refusal (4xx: not allowed, not found, invalid) says the same again,
 * so only a network failure or a server error is asked once more; a change is never repeated by itself
 * (it may have happened). Answers stay fresh for 30 s so moving between screens reuses them; focusing the
 * window does not ask again, as staff switch windows mid-edit and a refetch would flash the tables.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  })
}

/** Drops every cached answer when the session ends (signed out or lapsed): the next person to sign in must not see them. */
export function forgetOnSignOut(client: QueryClient): () => void {
  let status = sessionStore.get().status
  return sessionStore.subscribe(() => {
    const next = sessionStore.get().status
    if (next === 'signedOut' && status !== 'signedOut') client.removeQueries()
    status = next
  })
}
