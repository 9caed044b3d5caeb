import { BULK_MAX, STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { writeDraft, editorialDesk } from '../../test/editorial-factory.js'
import { uploadMedia } from '../../test/media-factory.js'
import { expectFailure } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { pdfBytes, pngBytes } from '../../test/upload-fixtures.js'
import { bulkResults } from '../../test/bulk-results.js'
import { useTestApp } from '../../test/use-test-app.js'

const t = useTestApp(editorialDesk, { UPLOAD_RATE_LIMIT: '1000' })

const bulk = (client: StaffClient, body: unknown) => client.post(STAFF_API.mediaBulk, body)
const fileRow = (id: string) => t.deps.db.selectFrom('file').select(['id', 'name']).where('id', '=', id).executeTakeFirst()
const deleteLines = async () => (await t.deps.db.selectFrom('audit_log').select('id').where('action', '=', 'mediaDelete').execute()).length
const upload = async (name: string, bytes?: Buffer) =>
  (await uploadMedia(t, t.editor, bytes ?? (name.endsWith('.pdf') ? pdfBytes() : await pngBytes()), name)).json.retMap.file as {
    id: string
    url: string
  }

describe('media/bulk', () => {
  it('deletes the unused files and refuses one in use, naming where it is used, in the language asked', async () => {
    const a = await upload('a.pdf')
    const used = await upload('used.png')
    const b = await upload('b.png')
    await writeDraft(t.editor, t.section, { en: { title: 'Where the picture sits', body: `<img src="${used.url}" alt="">` } })
    const lines = await deleteLines()
    const answer = bulkResults(await bulk(t.editor, { lang: 'en', action: 'delete', ids: [a.id, used.id, b.id, a.id] }))
    expect(answer).toEqual([
      { id: a.id, done: true },
      { id: used.id, done: false, code: 'conflict', msg: expect.stringContaining('“Where the picture sits”') },
      { id: b.id, done: true },
    ])
    expect(await fileRow(a.id)).toBeUndefined()
    expect(await fileRow(b.id)).toBeUndefined()
    expect(await fileRow(used.id)).toBeDefined()
    expect(await deleteLines()).toBe(lines + 2)
    const [zh] = bulkResults(await bulk(t.editor, { action: 'delete', ids: [used.id] }))
    expect(zh?.msg).toMatch(/[\u4e00-\u9fff]/)
  })

  it('refuses an unknown file per item and keeps going', async () => {
    const kept = await upload('kept.pdf')
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA'
    expect(bulkResults(await bulk(t.editor, { lang: 'en', action: 'delete', ids: [unknown] }))).toEqual([
      { id: unknown, done: false, code: 'notFound', msg: expect.any(String) },
    ])
    expect(await fileRow(kept.id)).toBeDefined()
  })

  it('refuses a malformed request whole, naming the field, and deletes nothing', async () => {
    const file = await upload('whole.pdf')
    const ok = { action: 'delete', ids: [file.id], lang: 'en' }
    expectFailure(await bulk(t.editor, { ...ok, ids: file.id }), 400, 'badRequest', 'en', 'ids')
    expectFailure(await bulk(t.editor, { ...ok, ids: ['not a file id'] }), 400, 'badRequest', 'en')
    expectFailure(await bulk(t.editor, { ...ok, ids: [] }), 400, 'badRequest', 'en', 'ids')
    expectFailure(await bulk(t.editor, { ...ok, action: 'archive' }), 400, 'badRequest', 'en', 'action')
    expectFailure(await bulk(t.editor, { ...ok, ids: Array.from({ length: BULK_MAX + 1 }, () => file.id) }), 400, 'badRequest', 'en', 'ids')
    expect(await fileRow(file.id)).toBeDefined()
  })

  it('is refused whole to someone who may not write content', async () => {
    const file = await upload('picked.pdf')
    const colleague = await staffSession(t, { roles: [] })
    expect((await bulk(colleague, { action: 'delete', ids: [file.id], lang: 'en' })).status).toBe(403)
    expect(await fileRow(file.id)).toBeDefined()
  })
})
