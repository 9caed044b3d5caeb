import Type, { type Static, type TSchema } from 'typebox'

/** `lang` rides on every body; any value other than `en` is read as `zh`. */
export const LangField = Type.Optional(Type.Unknown({ description: 'zh or en; any other value, of any type, is read as zh' }))

/** The largest id: ids are PostgreSQL `integer`s. */
export const MAX_ID = 2147483647
/**
 * The digit strings of 1 … 2147483647: one rule for both forms of an id, checked by the schema
 * before any query (a longer string would reach the database and fail there).
 */
export const ID_PATTERN =
  '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$'

/** A numeric id, as a number or a string of digits (deep links carry ids as strings). */
export const Id = Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID }), Type.String({ pattern: ID_PATTERN })], {
  description: 'a positive integer id up to 2147483647, as a number or a string of digits',
})

/** A file id made by the server: 22 URL-safe characters. */
export const FileId = Type.String({ pattern: '^[A-Za-z0-9_-]{22}$', description: 'a file id made by the server' })

/** Builds a request body: `lang` plus the call's own fields; unknown fields are ignored. */
export function body<P extends Record<string, TSchema>>(props: P) {
  return Type.Object({ lang: LangField, ...props })
}

/** One of a list of strings; Type.Enum, unlike a Union built with map(), keeps the values in the static type. */
export function OneOf<T extends string[]>(values: readonly [...T], description: string) {
  return Type.Enum(values, { description })
}

/** A nullable value of the given schema. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()])
}

export const Text = (description: string) => Type.String({ description })
export const NullableText = (description: string) => Nullable(Type.String({ description }))

/** The envelope of every successful answer. */
export type Success<R> = { code: 'success'; retMap: R }
/** A request field at fault and what is wrong with it, in the request's language. */
export type FieldFailure = { field: string; msg: string }
/**
 * The envelope of every failed answer: a code from ERROR_STATUS and a message in the request's
 * language. `field` names the request field at fault (for a form value, the form field's name, e.g.
 * `email`); `fields` lists each one when several are at fault at once (`msg` then sums them up).
 */
export type Failure = {
  code: string
  msg: string
  field?: string
  fields?: FieldFailure[]
  /** A stale change to staff content (409): the version saved since, by whom, when, and the fields it changed. */
  conflict?: { version: number; savedBy: string; savedAt: string; fields: string[] }
  /** A library file still in use (409 on delete): everything that uses it (the staff contract's MediaUsage). */
  usages?: { entity: string; id: number; title: string; fields: string[]; copies: string[] }[]
}

/** Empty request body (for example /test). */
export const EmptyBody = body({})
export type EmptyBody = Static<typeof EmptyBody>
