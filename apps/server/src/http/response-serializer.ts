import type { FastifyInstance } from 'fastify'
import type { LazySchemas } from './lazy-schemas.js'
import fastJsonStringify from 'fast-json-stringify'

type Schema = Record<string, unknown>

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value)
const isNull = (schema: unknown) => isSchema(schema) && schema.type === 'null' && Object.keys(schema).length <= 2

/**
 * A response schema as the serializer should read it, the schema itself left as it is (the API
 * reference shows it). The contract writes a nullable value as `anyOf: [T, null]`; fast-json-stringify
 * then picks the branch of every such field of every row by running a compiled validator, which
 * allocates on each miss: most of what a list answer allocated, and the garbage collector's time
 * with it. `nullable: true` on T serialises the same JSON with a null check. An enum of strings is
 * given its type, so its values are escaped as strings rather than passed to JSON.stringify.
 */
export function forSerializing(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializing)
  if (!isSchema(schema)) return schema
  const copy: Schema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isSchema(value)) {
      copy.properties = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, forSerializing(property)]))
    } else if (key === 'items' || key === 'additionalProperties' || key === 'anyOf' || key === 'oneOf' || key === 'allOf') {
      copy[key] = forSerializing(value)
    } else {
      copy[key] = value
    }
  }
  const union = (copy.anyOf ?? copy.oneOf) as unknown[] | undefined
  if (Array.isArray(union) && union.length === 2 && union.some(isNull)) {
    const value = union.find((branch) => !isNull(branch))
    if (isSchema(value) && value.anyOf === undefined && value.oneOf === undefined && value.nullable === undefined) {
      const { anyOf: _anyOf, oneOf: _oneOf, ...siblings } = copy
      return { ...siblings, ...value, nullable: true }
    }
  }
  if (copy.type === undefined && Array.isArray(copy.enum) && copy.enum.every((v) => typeof v === 'string')) {
    return { ...copy, type: 'string' }
  }
  return copy
}

/** Responses are serialised from their route's schema, read as forSerializing says, compiled at first use. */
export function registerResponseSerializer(app: FastifyInstance, schemas: LazySchemas) {
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) =>
    schemas.serializer(`${method} ${url} (answer ${httpStatus})`, () =>
      fastJsonStringify(forSerializing(schema) as Parameters<typeof fastJsonStringify>[0]),
    ),
  )
}
