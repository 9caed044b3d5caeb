import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuByPath } from '../../../test/menu-lookup.js'
import { createTestApp, type TestApp } from '../../../test/test-app.js'
import { pdfBytes, pngBytes, upload } from '../../../test/upload-fixtures.js'

let t: TestApp
let open = 0
const fields: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000' })
  open = (await menuByPath(t, '/ibrMeeting/meeting2024/apply')).id
  const form = (await t.post('/api/meeting/sign', { menuId: open })).json.retMap.sign.fields as {
    name: string
    type: string
    maxLength: number
    options: { value: string }[]
  }[]
  for (const f of form) {
    if (f.type === 'file' || f.type === 'multi') continue
    fields[f.name] =
      f.type === 'select'
        ? f.options[0]!.value
        : f.type === 'consent'
          ? 'yes'
          : f.type === 'tel'
            ? '+86 (10) 1234-5678'
            : `Test ${f.name}`.slice(0, f.maxLength)
  }
})
afterAll(async () => {
  await t.close()
})

async function draft(bytes: Buffer, name: string) {
  const res = await upload(t, bytes, name)
  expect(res.status).toBe(200)
  return res.json.retMap as { fileId: string; token: string }
}
const register = (email: string, file: { fileId: string; token: string }) =>
  t.post('/api/meeting/register', { menuId: open, fields: { ...fields, email }, files: [{ field: 'abstract', ...file }] })

/** The files linked to a registration, by field. */
const attachedTo = async (registrationId: number) =>
  t.deps.db.selectFrom('registration_file').select(['field', 'file_id']).where('registration_id', '=', registrationId).execute()
const visibility = async (fileId: string) =>
  (await t.deps.db.selectFrom('file').select('visibility').where('id', '=', fileId).executeTakeFirstOrThrow()).visibility
/** What the public gets for a file at both of its addresses. */
const publicStatuses = async (fileId: string) => [
  (await t.inject({ method: 'GET', url: `/file/common/download/${fileId}` })).statusCode,
  (await t.inject({ method: 'GET', url: `/file/image/${fileId}` })).statusCode,
]

describe('a duplicate registration', () => {
  it("is refused and leaves the first registration's file attached to it and private", async () => {
    const email = `first.${Date.now()}@example.org`
    // An image, so that the image address would serve it if it were public.
    const abstract = await draft(await pngBytes(), 'abstract.png')
    const first = await register(email, abstract)
    expect(first.status).toBe(200)
    const { id } = await t.deps.db
      .selectFrom('registration')
      .select('id')
      .where('confirm_code', '=', first.json.retMap.confirmCode)
      .executeTakeFirstOrThrow()
    const attached = [{ field: 'abstract', file_id: abstract.fileId }]
    expect(await attachedTo(id)).toEqual(attached)
    expect(await visibility(abstract.fileId)).toBe('private')
    expect(await publicStatuses(abstract.fileId)).toEqual([404, 404])

    // Again with a new file, then with the first one's file and its upload token: both refused.
    const other = await draft(pdfBytes(), 'other.pdf')
    for (const file of [other, abstract]) {
      const again = await register(` ${email.toUpperCase()} `, file)
      expect(again.status).toBe(409)
      expect(again.json.code).toBe('conflict')
    }

    expect(await t.deps.db.selectFrom('registration').select('id').where('email', '=', email).execute()).toEqual([{ id }])
    expect(await attachedTo(id)).toEqual(attached)
    expect(
      await t.deps.db.selectFrom('registration_file').select('registration_id').where('file_id', '=', abstract.fileId).execute(),
    ).toEqual([{ registration_id: id }])
    expect(await visibility(abstract.fileId)).toBe('private')
    expect(await publicStatuses(abstract.fileId)).toEqual([404, 404])
    // Nor can the upload token take the handed-in file back.
    expect((await t.post('/file/delete', abstract)).status).toBe(404)
    expect(await visibility(abstract.fileId)).toBe('private')
    // The refused registration's own upload stays a draft, attached to nothing.
    expect(await visibility(other.fileId)).toBe('draft')
    expect(await t.deps.db.selectFrom('registration_file').select('registration_id').where('file_id', '=', other.fileId).execute()).toEqual(
      [],
    )
  })
})
