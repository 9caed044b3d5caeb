import type { TSchema, Static } from 'typebox'
import { Compile } from 'typebox/compile'
import { AppError, badRequest } from './app-error.js'
import { schemaFailure } from './schema-failure.js'

/**
 * Reads a parameter sent as a JSON string (the `page` and `search` of /api/article/list) and checks
 * it against its schema; anything else is a badRequest naming the parameter and an example.
 */
export function jsonParam<T extends TSchema>(schema: T, name: string, example: string) {
  const validator = Compile(schema)
  return (raw: string | undefined, fallback: Static<T>): Static<T> => {
    if (raw === undefined || raw === '') return fallback
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch {
      throw badRequest('param.notJsonString', { name, example }, name)
    }
    if (!validator.Check(value)) {
      const { msg, field } = schemaFailure([...validator.Errors(value)], name)
      throw new AppError('badRequest', msg, { field: field ?? name })
    }
    return value as Static<T>
  }
}
