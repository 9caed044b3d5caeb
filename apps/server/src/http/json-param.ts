import type { TSchema, Static } from 'typebox'
import { Compile } from 'typebox/compile'
import { badRequest } from './app-error.js'

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
      throw badRequest(`参数 ${name} 应为 JSON 字符串，例如 ${example}`, `${name} must be a JSON string such as ${example}`)
    }
    if (!validator.Check(value)) {
      const first = [...validator.Errors(value)][0]
      const field = first?.instancePath.replace(/^\//, '') || name
      throw badRequest(
        `参数 ${name} 中的 ${field} 不正确（${first?.message ?? ''}）`,
        `Invalid ${field} in ${name}: ${first?.message ?? 'not valid'}`,
      )
    }
    return value as Static<T>
  }
}
