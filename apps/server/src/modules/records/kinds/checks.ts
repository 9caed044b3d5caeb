import { EMAIL, isWebAddress } from '@ibr/contract'
import { can, type Permission, type StaffUser } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import { badRequest } from '../../../http/app-error.js'
import { kindRowsRepository } from './kind-rows-repository.js'

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
  if ((await kindRowsRepository(db).publicFileKind(id)) !== 'image') throw badRequest('records.unknownImage', {}, field)
  return id
}

/** The menu entries listing these templates: the sections a record's editors and reviewers are granted. */
export async function sectionsListing(db: Kysely<DB>, templates: readonly string[]): Promise<number[]> {
  return kindRowsRepository(db).sectionsListing(templates)
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
