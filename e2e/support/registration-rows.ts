import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Query } from './database.js'

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** The registrations of an address as stored, with their conference's token (fields read as JSON on either database). */
export async function registrationsOf(query: Query, email: string) {
  const rows = await query<{
    id: number
    email: string
    confirm_code: string
    fields: Record<string, string> | string
    token: string
    lang: string
  }>(
    'select r.id, r.email, r.confirm_code, r.fields, r.lang, m.token from registration r join meeting m on m.id = r.meeting_id where r.email = $1',
    [email],
  )
  return rows.map((row) => ({
    ...row,
    fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, string>) : row.fields,
  }))
}

/** The files handed in with a registration, as stored. */
export const registrationFilesOf = (query: Query, registrationId: number) =>
  query<{ field: string; name: string; mime: string; sha256: string; visibility: string }>(
    'select rf.field, f.name, f.mime, f.sha256, f.visibility from registration_file rf join file f on f.id = rf.file_id where rf.registration_id = $1',
    [registrationId],
  )

/** The SHA-256 of the bytes the embedded file store holds under this name, or null when it holds none. */
export function storedBlobSha256(dataDir: string, name: string): string | null {
  const blob = join(dataDir, 'files', 'blobs', name.slice(0, 2), name)
  return existsSync(blob) ? sha256(readFileSync(blob)) : null
}
