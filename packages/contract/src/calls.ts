/**
 * The request and answer types of every JSON call, keyed by path, derived from CALL_SPECS.
 * Type-only: a client imports it with `import type` and gets the schemas' inferred types without
 * loading the schemas themselves.
 */
import type { Static, TSchema } from 'typebox'
import type { CALL_SPECS } from './call-specs.js'

type Specs = typeof CALL_SPECS
/** The calls that answer JSON (a download answers with the file itself). */
type JsonPath = { [P in keyof Specs]: Specs[P] extends { ret: TSchema } ? P : never }[keyof Specs]

export type Calls = {
  [P in JsonPath]: {
    body: Omit<Static<Specs[P]['body']>, 'lang'>
    ret: Static<Specs[P] extends { ret: infer R extends TSchema } ? R : never>
  }
}
export type CallPath = keyof Calls
