import { ROLE } from '@ibr/contract/staff'
import { expect } from 'vitest'
import { filledForm } from './conference-factory.js'
import { staffSession } from './staff-factory.js'
import type { TestApp } from './test-app.js'
import { useTestApp } from './use-test-app.js'

/** A file's test app with an administrator (`t.admin`), the public form open to as many registrations as the file sends. */
export const useRegistrationDesk = () =>
  useTestApp(async (t) => ({ admin: await staffSession(t, { roles: [ROLE.admin] }) }), { FORM_RATE_LIMIT: '1000' })

/** A registration through the public form, with the id the staff calls take and the fields it was sent with. */
export async function registerPublicly(t: TestApp, menuId: number, fields = filledForm(), lang = 'en') {
  const res = await t.post('/api/meeting/register', { menuId, fields, lang })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  const ret = res.json.retMap as { confirmCode: string; key: string; state: string }
  const { id } = await t.deps.db
    .selectFrom('registration')
    .select('id')
    .where('confirm_code', '=', ret.confirmCode)
    .executeTakeFirstOrThrow()
  return { ...ret, id, fields, email: fields.email as string }
}

export const registrationRow = (t: TestApp, id: number) =>
  t.deps.db.selectFrom('registration').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** The kinds of the messages sent to one address, oldest first. */
export const mailKindsTo = async (t: TestApp, to: string) =>
  (await t.deps.db.selectFrom('mail_message').select('kind').where('recipient', '=', to).orderBy('id').execute()).map((m) => m.kind)

/** The one message of a kind sent to an address. */
export const mailTo = (t: TestApp, to: string, kind: string) =>
  t.deps.db.selectFrom('mail_message').selectAll().where('recipient', '=', to).where('kind', '=', kind).executeTakeFirstOrThrow()
