import { expect } from 'vitest'
import { blobCount, writableCounts, type TestApp } from './test-app.js'
import { upload } from './upload-fixtures.js'

/** What the public registration tests send and read back, on the app `app()` answers when called. */
export function publicRegistration(app: () => TestApp) {
  const register = (menuId: number, fields: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    app().post('/api/meeting/register', { menuId, fields, ...extra })
  const snapshot = async () => ({ rows: await writableCounts(app().deps), blobs: await blobCount(app().dataDir), mails: await mailCount() })
  const mailCount = async () =>
    Number(
      (
        await app()
          .deps.db.selectFrom('mail_message')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const mailsTo = (to: string) => app().deps.db.selectFrom('mail_message').selectAll().where('recipient', '=', to).orderBy('id').execute()
  const row = (code: string) =>
    app().deps.db.selectFrom('registration').selectAll().where('confirm_code', '=', code).executeTakeFirstOrThrow()

  async function draft(bytes: Buffer, name: string) {
    const res = await upload(app(), bytes, name)
    expect(res.status).toBe(200)
    return res.json.retMap as { fileId: string; token: string }
  }
  return { register, snapshot, mailsTo, row, draft }
}
