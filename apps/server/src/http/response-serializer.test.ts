import { CALL_SPECS, FailureSchema, successSchema, type CallSpec } from '@ibr/contract'
import { STAFF_CALL_SPECS, type StaffCallSpec } from '@ibr/contract/staff'
import fastJsonStringify from 'fast-json-stringify'
import Type from 'typebox'
import { describe, expect, it } from 'vitest'
import { forSerializing } from './response-serializer.js'

type Schema = Record<string, unknown>
type Build = Parameters<typeof fastJsonStringify>[0]

/**
 * Values a schema admits, built to reach every branch a serializer can take: `fill` picks the
 * non-null branch of a union and fills optional fields, `sparse` picks null and leaves them out.
 */
function sample(schema: Schema, mode: 'fill' | 'sparse', depth = 0): unknown {
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (union) {
    const branch =
      mode === 'sparse' ? (union.find((s) => s.type === 'null') ?? union[0]) : (union.find((s) => s.type !== 'null') ?? union[0])
    return sample(branch!, mode, depth)
  }
  if (schema.const !== undefined) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum[mode === 'fill' ? 0 : schema.enum.length - 1]
  switch (schema.type) {
    case 'null':
      return null
    case 'string':
      return text(schema, mode)
    case 'integer':
    case 'number':
      return number(schema, mode)
    case 'boolean':
      return mode === 'fill'
    case 'array':
      return depth > 6 ? [] : [sample(schema.items as Schema, mode, depth + 1), sample(schema.items as Schema, 'sparse', depth + 1)]
    case 'object': {
      const required = new Set((schema.required as string[] | undefined) ?? [])
      const out: Record<string, unknown> = {}
      for (const [name, property] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
        if (mode === 'sparse' && !required.has(name)) continue
        out[name] = sample(property, mode, depth + 1)
      }
      return out
    }
    default:
      return mode === 'fill' ? { any: 'value' } : null
  }
}

/** Strings a serializer's validator would accept: the first candidate that meets the schema's constraints. */
const STRINGS = [
  '神经 "quoted" \\ line\nbreak',
  '',
  'AAAAAAAAAAAAAAAAAAAAAA',
  '42',
  '2026-11-29',
  '2026-11-29T08:00:00.000Z',
  '09:30',
  'a@b.cn',
  'https://ibr.example/x',
  'CNY',
]
function text(schema: Schema, mode: 'fill' | 'sparse'): string {
  const fits = (s: string) =>
    (schema.pattern === undefined || new RegExp(schema.pattern as string, 'u').test(s)) &&
    s.length >= ((schema.minLength as number | undefined) ?? 0) &&
    s.length <= ((schema.maxLength as number | undefined) ?? Infinity) &&
    (schema.format !== 'date-time' || (!Number.isNaN(Date.parse(s)) && s.includes('T')))
  const found = (mode === 'fill' ? STRINGS : [...STRINGS].reverse()).find(fits)
  if (found === undefined) throw new Error(`no sample string for ${JSON.stringify(schema)}`)
  return found
}

function number(schema: Schema, mode: 'fill' | 'sparse'): number {
  const min = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined) ?? 0
  const max = (schema.maximum as number | undefined) ?? (schema.exclusiveMaximum as number | undefined) ?? min + 100
  const value = mode === 'fill' ? (min + max) / 2 : min
  return schema.type === 'integer' ? Math.ceil(value) : value
}

const specs = { ...CALL_SPECS, ...STAFF_CALL_SPECS } as Record<string, CallSpec | StaffCallSpec>
const answers = Object.entries(specs).flatMap(([path, spec]) =>
  spec.ret ? [[path, successSchema(spec.ret) as unknown as Schema] as const] : [],
)

describe('forSerializing', () => {
  it('turns a union with null into a nullable schema and types an enum of strings', () => {
    const schema = Type.Object({
      a: Type.Union([Type.String({ description: 'a' }), Type.Null()]),
      b: Type.Union([Type.Null(), Type.Object({ x: Type.Integer() })]),
      c: Type.Enum(['one', 'two']),
      d: Type.Union([Type.Integer(), Type.String()]),
    }) as unknown as Schema
    const read = forSerializing(schema) as { properties: Record<string, Schema> }
    expect(read.properties.a).toEqual({ type: 'string', description: 'a', nullable: true })
    expect(read.properties.b).toMatchObject({ type: 'object', nullable: true })
    expect(read.properties.c).toMatchObject({ type: 'string', enum: ['one', 'two'] })
    // Not a union with null: left for the serializer to choose.
    expect(read.properties.d?.anyOf).toHaveLength(2)
    // The schema the API reference shows is left as it was.
    expect((schema.properties as Record<string, Schema>).a?.anyOf).toHaveLength(2)
  })

  it('leaves no union with null in any answer of the contract', () => {
    const unions: string[] = []
    const walk = (value: unknown, at: string) => {
      if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${at}/${i}`))
      if (typeof value !== 'object' || value === null) return
      const union = (value as Schema).anyOf as Schema[] | undefined
      if (union?.some((s) => s.type === 'null')) unions.push(at)
      for (const [k, v] of Object.entries(value)) walk(v, `${at}/${k}`)
    }
    for (const [path, schema] of answers) walk(forSerializing(schema), path)
    expect(unions).toEqual([])
  })

  it.each(answers)('serialises %s exactly as the contract schema does', (_path, schema) => {
    const asWritten = fastJsonStringify(schema as unknown as Build)
    const asRead = fastJsonStringify(forSerializing(schema) as Build)
    for (const mode of ['fill', 'sparse'] as const) {
      const value = sample(schema, mode)
      expect(asRead(value)).toBe(asWritten(value))
    }
  })

  it('serialises a failure exactly as the contract schema does', () => {
    const value = { code: 'badRequest', msg: '请求有误', field: 'page' }
    expect(fastJsonStringify(forSerializing(FailureSchema) as Build)(value)).toBe(
      fastJsonStringify(FailureSchema as unknown as Build)(value),
    )
  })
})
