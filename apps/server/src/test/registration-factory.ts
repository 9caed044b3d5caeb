import { createHash, randomBytes } from 'node:crypto'
import type { RegistrationFieldValues, RegistrationState } from '@ibr/contract/staff'
import type { TestApp } from './test-app.js'

let counter = 0

export interface RegistrationSpec {
  email?: string
  confirmCode?: string
  fields?: RegistrationFieldValues
  lang?: string
  state?: RegistrationState
  fee?: number
  createdAt?: string
  paidAt?: string | null
  payReference?: string | null
  comment?: string | null
  checkedInAt?: string | null
}

const code = () => `T${(counter += 1).toString(36).toUpperCase().padStart(3, '0')}-${randomBytes(4).toString('hex').toUpperCase()}`

/** Registrations inserted in one statement (for speed: the registration API is not the subject). */
export async function addRegistrations(t: TestApp, conferenceId: number, specs: readonly RegistrationSpec[]): Promise<number[]> {
  if (specs.length === 0) return []
  const rows = await t.deps.db
    .insertInto('registration')
    .values(
      specs.map((s) => ({
        meeting_id: conferenceId,
        email: s.email ?? `p${code().toLowerCase()}@example.org`,
        confirm_code: s.confirmCode ?? code(),
        fields: JSON.stringify(s.fields ?? {}),
        lang: s.lang ?? 'zh',
        state: s.state ?? 'accepted',
        fee: s.fee ?? 0,
        created_at: s.createdAt ?? new Date().toISOString(),
        paid_at: s.paidAt ?? null,
        pay_reference: s.payReference ?? null,
        comment: s.comment ?? null,
        checked_in_at: s.checkedInAt ?? null,
      })),
    )
    .returning('id')
    .execute()
  return rows.map((r) => r.id).sort((a, b) => a - b)
}

export interface UploadSpec {
  field: string
  name: string
  mime?: string
  bytes?: Buffer
}

/** A private uploaded file of a registration: its bytes in the store, its row, its link. Answers the file id. */
export async function addRegistrationFile(
  t: TestApp,
  registrationId: number,
  spec: UploadSpec,
): Promise<{ fileId: string; sha256: string }> {
  const bytes = spec.bytes ?? Buffer.from(`%PDF-1.4 ${spec.name} ${randomBytes(8).toString('hex')}`)
  const sha256 = await t.deps.store.put(bytes)
  const fileId = randomBytes(16).toString('base64url')
  await t.deps.db
    .insertInto('file')
    .values({
      id: fileId,
      sha256,
      mime: spec.mime ?? 'application/pdf',
      kind: (spec.mime ?? '').startsWith('image/') ? 'image' : 'document',
      size: bytes.length,
      name: spec.name,
      visibility: 'private',
    })
    .execute()
  await t.deps.db.insertInto('registration_file').values({ registration_id: registrationId, field: spec.field, file_id: fileId }).execute()
  return { fileId, sha256 }
}

/** The hash the store files bytes under. */
export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
