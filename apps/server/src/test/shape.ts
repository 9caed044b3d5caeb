import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { expect } from 'vitest'

/** A copy of the schema where every object refuses fields it does not name: extra fields fail too. */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict)
  if (!schema || typeof schema !== 'object') return schema
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(schema)) out[k] = strict(v)
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) out.additionalProperties = false
  return out
}

const compiled = new WeakMap<object, ReturnType<typeof Compile>>()

/** Fails with the first mismatches when a value does not have the contract's shape. */
export function expectShape(schema: TSchema, value: unknown) {
  let validator = compiled.get(schema)
  if (!validator) {
    validator = Compile(strict(schema) as TSchema)
    compiled.set(schema, validator)
  }
  const errors = validator.Check(value) ? [] : [...validator.Errors(value)].slice(0, 5).map((e) => `${e.instancePath} ${e.message}`)
  expect(errors).toEqual([])
}

/** The failure envelope: a code and a message in the expected language, nothing else. */
export function expectFailure(res: { status: number; json: any }, status: number, code: string, lang: 'zh' | 'en' = 'zh') {
  expect(res.status).toBe(status)
  expect(Object.keys(res.json ?? {}).sort()).toEqual(['code', 'msg'])
  expect(res.json.code).toBe(code)
  expect(res.json.msg).toMatch(lang === 'zh' ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/)
}
