import { EMAIL, isWebAddress } from '@ibr/contract'
import { can, type Permission, type StaffUser } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import { badRequest } from '../../../http/app-error.js'

/** An e-mail field: empty or an address. */
export function checkEmail(value: string, field: string): string {
  const v = value.trim()
  if (v !== '' && !EMAIL.test(v)) throw badRequest('records.badEmail', {}, field)
  return v
}

/** An address field: empty or http(s). */
export function checkUrl(value: string, field: string): string {
  const v = value.trim()
  if (v !== '' && !isWebAddress(v)) throw badRequest('records.badUrl', {}, field)
  return v
}

/** A picture field: null or an image of the media library. */
export async function checkImage(db: Kysely<DB>, id: string | null, field: string): Promise<string | null> {
  if (id === null) return null
  const file = await db.selectFrom('file').select('kind').where('id', '=', id).where('visibility', '=', 'public').executeTakeFirst()
  if (file?.kind !== 'image') throw badRequest('records.unknownImage', {}, field)
  return id
}

/** The menu entries listing these templates: the sections a record's editors and reviewers are granted. */
export async function sectionsListing(db: Kysely<DB>, templates: readonly string[]): Promise<number[]> {
  const rows = await db.selectFrom('menu').select('id').where('list_template', 'in', templates).execute()
  return rows.map((r) => r.id)
}

/** Whether the person has the permission in any of the sections listing these templates (administrators: always). */
export async function mayInSections(
  db: Kysely<DB>,
  user: StaffUser,
  permission: Extract<Permission, 'content.write' | 'content.review'>,
  templates: readonly string[],
): Promise<boolean> {
  if (can(user, 'site.manage')) return true
  if (!can(user, permission)) return false
  return (await sectionsListing(db, templates)).some((section) => can(user, permission, { section }))
}
