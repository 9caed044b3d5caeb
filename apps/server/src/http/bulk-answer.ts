import type { BulkRet } from '@ibr/contract/staff'
import type { FastifyRequest } from 'fastify'
import type { ItemOutcome } from '../lib/each-item.js'
import { AppError } from './app-error.js'
import { toFailure } from './error-handler.js'

/**
 * A bulk call's answer: each item done, or refused with the code and reason its single call would
 * have answered, in the request's language. A fault that is not a refusal is logged as one would be.
 */
export function bulkAnswer(outcomes: readonly ItemOutcome[], request: FastifyRequest): BulkRet {
  return {
    results: outcomes.map(({ id, error }) => {
      if (error === undefined) return { id, done: true }
      if (!(error instanceof AppError)) request.log.error({ err: error, id }, 'bulk item failed')
      const { code, msg } = toFailure(error as Error, request)
      return { id, done: false, code, msg }
    }),
  }
}
