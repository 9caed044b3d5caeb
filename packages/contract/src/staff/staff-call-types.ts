/** Request and answer types of every staff call, derived from STAFF_CALL_SPECS (type-only). */
import type { Static, TSchema } from 'typebox'
import type { STAFF_CALL_SPECS } from './staff-call-specs.js'

type Specs = typeof STAFF_CALL_SPECS
/** Calls answered with JSON and sent as JSON: not the CSV export, not the upload. */
type JsonPath = {
  [P in keyof Specs]: Specs[P] extends { multipart: true } ? never : Specs[P] extends { ret: TSchema } ? P : never
}[keyof Specs]

export type StaffCalls = {
  [P in JsonPath]: {
    body: Omit<Static<Specs[P]['body']>, 'lang'>
    ret: Static<Specs[P] extends { ret: infer R extends TSchema } ? R : never>
  }
}
export type StaffCallJsonPath = keyof StaffCalls
