/**
 * How one staff call is declared: once, beside its feature's schemas (`<feature>-calls.ts` next to
 * `<feature>-api.ts`), with everything the server, the API reference and the console need to know
 * about it. staff-call-specs.ts assembles the declarations into the central tables; nothing else
 * names a call's path, permission or schemas.
 */
import Type, { type TSchema } from 'typebox'
import type { ErrorCode } from '../errors.js'
import type { Permission } from './roles.js'

export interface StaffCallSpec {
  /** The call's name in STAFF_API (`articleSave`), unique across the staff API. */
  name: string
  /** Its address, unique too; every staff call is under /api/staff/. */
  path: `/api/staff/${string}`
  summary: string
  tag: 'staff'
  /**
   * `write`: the call changes what the site or its people hold (content, structure, settings,
   * accounts, sessions, mail, registrations); the server logs every one, who made it and how it
   * ended. `read`: it changes none of that. An audit line of a read (an export) does not make it a
   * write, nor does the editor's presence heartbeat, which only says who has an item open.
   */
  effect: 'read' | 'write'
  body: TSchema
  /** The success answer's retMap; absent for an answer that is not JSON (the CSV export). */
  ret?: TSchema
  failures: readonly ErrorCode[]
  /** Who may call: `null` only for the calls made before signing in. */
  permission: Permission | null
  /** Whether the call needs the session's token in x-csrf-token (all but sign-in and `me`). */
  csrf: boolean
  /** For a scoped permission: which body field names the section, team or conference. */
  scope?: { kind: 'section' | 'team' | 'conference'; field: string }
  /** An upload: the request is multipart/form-data and `body` describes its parts (it is not validated as JSON). */
  multipart?: true
  /**
   * A read whose answer the browser fetches itself (an image shown in the page, `staffGetUrl`): also
   * answered to a GET with the body's fields in the query string and without the CSRF token, which an
   * `<img>` cannot send. What stands in for it: the call changes nothing, the session cookie is
   * SameSite=Lax (another site's image or script never carries it), and a request the browser marks
   * as coming from another site (Sec-Fetch-Site) is refused.
   */
  get?: true
}

/** What a declaration says: the spec without its tag, and `csrf` only where it is not needed. */
export type StaffCallDeclaration = Omit<StaffCallSpec, 'tag' | 'csrf'> & { csrf?: false }

/** The declared call as the tables hold it: its own literal types kept, so each path's body and answer are typed. */
export type DeclaredStaffCall<D extends StaffCallDeclaration> = D & {
  readonly tag: 'staff'
  readonly csrf: D extends { csrf: false } ? false : true
}

/**
 * Declares one staff call. Every call behind a session needs the CSRF token, so `csrf` is written
 * only as `csrf: false` (signing in, `me`).
 */
export function defineStaffCall<const D extends StaffCallDeclaration>(declaration: D): DeclaredStaffCall<D> {
  return { ...declaration, tag: 'staff', csrf: declaration.csrf ?? true } as DeclaredStaffCall<D>
}

export const EmptyRet = Type.Object({})
/** What every call behind a session may answer besides its own failures. */
export const SIGNED_IN = ['loginExpired', 'noPermission', 'csrfInvalid', 'passwordChangeRequired'] as const satisfies readonly ErrorCode[]
