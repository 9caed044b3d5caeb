import type { StaffCallJsonPath, StaffCalls } from '@ibr/contract/staff-client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from './api'
import type { ApiError } from './api-error'

interface Options<P extends StaffCallJsonPath> {
  /** The calls whose answers this change makes stale: every cached question to them is asked again when next shown. */
  invalidates: readonly StaffCallJsonPath[]
  /** Whether this call must finish after the page has gone (an autosave as the page closes: a small body only). */
  keepalive?: (body: StaffCalls[P]['body']) => boolean
}

/** Marks every cached answer of these calls stale (whatever the language or body): shown ones are asked again now. */
export function useInvalidate() {
  const client = useQueryClient()
  return useCallback(
    async (paths: readonly StaffCallJsonPath[]) => {
      await Promise.all(paths.map((path) => client.invalidateQueries({ queryKey: [path] })))
    },
    [client],
  )
}

/** A staff call that changes something; on success the listed calls' cached answers are invalidated. */
export function useStaffMutation<P extends StaffCallJsonPath>(path: P, { invalidates, keepalive }: Options<P>) {
  const invalidate = useInvalidate()
  return useMutation<StaffCalls[P]['ret'], ApiError, StaffCalls[P]['body']>({
    mutationFn: (body) => api.call(path, body, { keepalive: keepalive?.(body) ?? false }),
    onSuccess: () => invalidate(invalidates),
  })
}
