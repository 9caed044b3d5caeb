import type { BulkRet } from '@ibr/contract/staff-client'
import { isApiError } from '../../lib/api-error'
import type { BulkOutcome } from './bulk-outcome'

/**
 * Makes a bulk call and says what it did: each item's result, or, when the call itself was refused
 * (nothing done), the server's reason, or `unexpected` for a failure with none.
 */
export async function runBulk(
  action: string,
  names: ReadonlyMap<number | string, string>,
  call: () => Promise<BulkRet>,
  unexpected: string,
): Promise<BulkOutcome> {
  try {
    const { results } = await call()
    return { action, results, names }
  } catch (error) {
    return { action, results: [], names, error: isApiError(error) ? error.message : unexpected }
  }
}
