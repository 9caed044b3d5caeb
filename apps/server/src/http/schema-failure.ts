import { message, type Message } from '../i18n/messages.js'

/** What Ajv (Fastify's validator) and TypeBox's compiler both report about a value that fails its schema. */
export interface SchemaError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

const joinPath = (...parts: string[]) => parts.filter(Boolean).join('.')

/** `/page/pageSize` → `page.pageSize`; a missing property is named inside the object that lacks it. */
export function schemaErrorField(error: SchemaError, prefix = ''): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.')
  const missing = error.params.missingProperty ?? (error.params.requiredProperties as unknown[] | undefined)?.[0]
  return joinPath(prefix, path, error.keyword === 'required' && typeof missing === 'string' ? missing : '')
}

/**
 * The error to word: one where a union (anyOf) failed as a whole, since the errors of its branches
 * before it (“must be integer” for an id given as a string) would mislead; else the first.
 */
function errorToWord(errors: readonly SchemaError[]): SchemaError | undefined {
  return errors.find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf') ?? errors[0]
}

/**
 * A schema failure worded by the catalogue by its keyword (never the validator's English text),
 * and the request field at fault. `prefix` names the parameter a nested value came in.
 */
export function schemaFailure(errors: readonly SchemaError[], prefix = ''): { msg: Message; field: string | undefined } {
  const error = errorToWord(errors)
  if (!error) return { msg: message('param.invalidBody'), field: prefix || undefined }
  const field = schemaErrorField(error, prefix)
  if (!field) return { msg: message('param.invalidBody'), field: undefined }
  const limit = Number(error.params.limit)
  switch (error.keyword) {
    case 'required':
      return { msg: message('param.required', { field }), field }
    case 'type':
      return { msg: message('param.type', { field, type: String(error.params.type) }), field }
    case 'minLength':
      return { msg: message('param.tooShort', { field, limit }), field }
    case 'maxLength':
      return { msg: message('param.tooLong', { field, limit }), field }
    case 'maxItems':
      return { msg: message('param.tooManyItems', { field, limit }), field }
    case 'minItems':
      return { msg: message('param.tooFewItems', { field, limit }), field }
    default:
      return { msg: message('param.invalid', { field }), field }
  }
}
