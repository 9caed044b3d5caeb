import { BulkRet } from '@ibr/contract/staff'
import { expect } from 'vitest'
import type { Answer } from './answer.js'
import { expectShape } from './shape.js'

/** The per-item results of a bulk call, which must have been answered 200 in the declared shape. */
export function bulkResults(res: Answer): BulkRet['results'] {
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  expectShape(BulkRet, res.json.retMap)
  return (res.json.retMap as BulkRet).results
}
