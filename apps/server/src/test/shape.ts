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

/**
 * The failure envelope: a code and a message in the expected language, perhaps the field at fault
 * and every field at fault, nothing else. `at` names the fields that must be at fault: one name
 * (`field` alone), or several in order (`fields`, with `field` the first); without it, whatever
 * fields the answer names must still be well formed.
 */
export function expectFailure(
  res: { status: number; json: any },
  status: number,
  code: string,
  lang: 'zh' | 'en' = 'zh',
  at?: string | readonly string[],
) {
  const inLang = lang === 'zh' ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/
  expect(res.status).toBe(status)
  const json = res.json ?? {}
  expect(Object.keys(json).filter((k) => !['code', 'msg', 'field', 'fields'].includes(k))).toEqual([])
  expect(json.code).toBe(code)
  expect(json.msg).toMatch(inLang)
  if (json.field !== undefined) expect(typeof json.field).toBe('string')
  if (json.fields !== undefined) {
    expect(json.fields.length).toBeGreaterThan(1)
    expect(json.field).toBe(json.fields[0].field)
    for (const f of json.fields) {
      expect(Object.keys(f).sort()).toEqual(['field', 'msg'])
      expect(f.msg).toMatch(inLang)
    }
  }
  if (typeof at === 'string') {
    expect(json.field).toBe(at)
    expect(json.fields).toBeUndefined()
  } else if (at) {
    expect(json.fields?.map((f: { field: string }) => f.field)).toEqual(at)
  }
}
