import Type, { type Static, type TSchema } from 'typebox'
import { Id } from '../api/common.js'
import { ERROR_STATUS } from '../errors.js'
import { BULK_MAX } from './limits.js'

/** The items a bulk call acts on, each checked and changed on its own; a repeated id counts once. */
export const bulkOf = <T extends TSchema>(item: T, what: string) =>
  Type.Array(item, { minItems: 1, maxItems: BULK_MAX, description: `${what}: 1 to ${BULK_MAX}` })

/** The ids of the items a bulk call acts on. */
export const BulkIds = bulkOf(Id, 'the ids of the items to act on')

const ErrorCodeField = Type.Enum(Object.keys(ERROR_STATUS) as (keyof typeof ERROR_STATUS)[], {
  description: 'why the item was refused',
})

/** What became of one item: done, or refused with the code and the reason in the request's language. */
export const BulkItemResult = Type.Object({
  id: Type.Union([Type.Integer(), Type.String()], { description: 'the item as the call named it: a row id, a ticket number or a file id' }),
  done: Type.Boolean(),
  code: Type.Optional(ErrorCodeField),
  msg: Type.Optional(Type.String({ description: 'the reason it was refused, in the request language' })),
})
export type BulkItemResult = Static<typeof BulkItemResult>

/** Every item of a bulk call, in the order asked: one refused item leaves the others done. */
export const BulkRet = Type.Object({ results: Type.Array(BulkItemResult) })
export type BulkRet = Static<typeof BulkRet>
