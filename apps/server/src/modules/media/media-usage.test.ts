// PostgreSQL pass: a site image saved while its file is deleted, sent together, contend for the file row over two connections.
import { randomBytes } from 'node:crypto'
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { releaseBlob } from '../file/index.js'
import { addSection, editorialTeam } from '../../test/editorial-factory.js'
import { libraryFile } from '../../test/site-factory.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { teamDoc } from '../../test/team-factory.js'
import { useTestApp } from '../../test/use-test-app.js'
import { imageSrc, mark, usagePlacements, type Placement } from '../../test/media-usage-places.js'
import { usageQuery } from './media-usage-repository.js'

let section: number
let editor: StaffClient
let admin: StaffClient

const t = useTestApp(async () => {
  section = await addSection(t)
  ;({ editor } = await editorialTeam(t, section))
  admin = await staffSession(t, { roles: [ROLE.admin] })
})

const fileRow = (id: string) => t.deps.db.selectFrom('file').select('id').where('id', '=', id).executeTakeFirst()

describe('a file in use anywhere', () => {
  const placed: { placement: Placement; fileId: string; id: number }[] = []
  beforeAll(async () => {
    for (const placement of usagePlacements({ t, section, editor, admin })) {
      const fileId = await libraryFile(t)
      placed.push({ placement, fileId, id: await placement.place(fileId) })
    }
  })

  it('is listed where it is used, by the place', async () => {
    for (const { placement, fileId, id } of placed) {
      const res = await editor.post(STAFF_API.mediaGet, { id: fileId, lang: 'en' })
      expect(res.status, placement.name).toBe(200)
      const { entity, field, copy } = placement.usage
      expect(res.json.retMap.usages, placement.name).toEqual([expect.objectContaining({ entity, id, fields: [field], copies: [copy] })])
    }
  })

  it('is refused a delete, naming the place, and stays', async () => {
    for (const { placement, fileId } of placed) {
      const res = await editor.post(STAFF_API.mediaDelete, { id: fileId, lang: 'en' })
      expect(res.status, placement.name).toBe(409)
      expect(res.json.usages?.[0]?.entity, placement.name).toBe(placement.usage.entity)
      expect(await fileRow(fileId), placement.name).toBeDefined()
    }
  })

  it('is refused in a bulk delete, item by item, and stays', async () => {
    const ids = placed.map((p) => p.fileId)
    const res = await editor.post(STAFF_API.mediaBulk, { action: 'delete', ids, lang: 'en' })
    expect(res.status).toBe(200)
    expect(res.json.retMap.results).toEqual(ids.map((id) => ({ id, done: false, code: 'conflict', msg: expect.any(String) })))
    for (const id of ids) expect(await fileRow(id)).toBeDefined()
  })

  it('names the site settings by what they are in a refusal', async () => {
    const logo = placed[0]!
    const res = await editor.post(STAFF_API.mediaDelete, { id: logo.fileId, lang: 'en' })
    expect(res.json.msg).toContain('Site settings')
    expect(res.json.usages).toEqual([
      { entity: 'siteSettings', id: 0, title: expect.stringContaining('Site settings'), fields: ['logo'], copies: ['public'] },
    ])
  })

  it("keeps the blob of a file only the settings name when an identical upload's draft is swept", async () => {
    const logo = placed[0]!
    const row = await t.deps.db.selectFrom('file').selectAll().where('id', '=', logo.fileId).executeTakeFirstOrThrow()
    // The sweeper's step: an expired draft of the same bytes goes, then its blob is released unless a row still names it.
    const draftId = randomBytes(16).toString('base64url')
    await t.deps.db
      .insertInto('file')
      .values({ ...row, id: draftId, visibility: 'draft', expires_at: new Date(Date.now() - 1000), token_hash: null })
      .execute()
    await t.deps.db.deleteFrom('file').where('id', '=', draftId).execute()
    await releaseBlob(t.deps.db, t.deps.store, row.sha256, 0)
    expect(await t.deps.store.stat({ sha256: row.sha256 })).not.toBeNull()
    expect((await t.inject({ method: 'GET', url: imageSrc(logo.fileId) })).statusCode).toBe(200)
  })
})

type Reply = Awaited<ReturnType<StaffClient['post']>>

/**
 * Six rounds of a save that names a new file, sent together with that file's delete: either the save won
 * and the delete was refused (the file stays), or the delete won and the save was refused on `field`.
 */
async function saveWhileDeleted(
  save: (fileId: string, round: number) => Promise<Reply>,
  field: string,
  check?: (fileId: string, saved: boolean) => Promise<void>,
) {
  for (let round = 0; round < 6; round += 1) {
    const fileId = await libraryFile(t)
    const [saved, deleted] = await Promise.all([save(fileId, round), editor.post(STAFF_API.mediaDelete, { id: fileId, lang: 'en' })])
    const file = await fileRow(fileId)
    if (saved.status === 200) {
      expect(deleted.status, `round ${round}`).toBe(409)
      expect(file).toBeDefined()
    } else {
      expect([saved.status, saved.json.field], `round ${round}`).toEqual([400, field])
      expect(deleted.status).toBe(200)
      expect(file).toBeUndefined()
    }
    await check?.(fileId, saved.status === 200)
  }
}

describe('a site image saved while the file is deleted', () => {
  it('ends with one of the two: the setting names a file that exists, or the file went and the setting was refused', async () => {
    await saveWhileDeleted(
      (fileId) => admin.post(STAFF_API.siteSettingsSave, { values: { qrImage: fileId }, lang: 'en' }),
      'values.qrImage',
      async (fileId, saved) => {
        const setting = await t.deps.db.selectFrom('site_setting').select('value').where('key', '=', 'qrImage').executeTakeFirst()
        if (saved) expect(setting?.value).toBe(fileId)
        else expect(setting?.value).not.toBe(fileId)
      },
    )
  })
})

describe("an item's picture saved while the file is deleted", () => {
  it('ends with one of the two: the item names a file that exists, or the file went and the save was refused', async () => {
    await saveWhileDeleted(
      (fileId, round) =>
        editor.post(STAFF_API.articleSave, {
          kind: 'news',
          menuIds: [section],
          en: { title: `Race ${round}` },
          pictureId: fileId,
          lang: 'en',
        }),
      'pictureId',
    )
  })
})

describe("a team's photo saved in its working copy while the file is deleted", () => {
  it('ends with one of the two: the copy names a file that exists, or the file went and the save was refused', async () => {
    const doc = teamDoc({ zh: `并发组${mark()}`, en: `Race team ${mark()}` })
    const made = await admin.post(STAFF_API.teamSave, { doc })
    expect(made.status, JSON.stringify(made.json)).toBe(200)
    let version = made.json.retMap.version as number
    const id = made.json.retMap.id as number
    await saveWhileDeleted(async (fileId) => {
      const saved = await admin.post(STAFF_API.teamSave, { id, version, doc: { ...doc, photoId: fileId }, lang: 'en' })
      if (saved.status === 200) version = saved.json.retMap.version
      return saved
    }, 'doc.photoId')
  })
})

describe("a section's picture saved while the file is deleted", () => {
  it('ends with one of the two: the entry names a file that exists, or the file went and the save was refused', async () => {
    const entry = await addSection(t)
    await saveWhileDeleted((fileId) => admin.post(STAFF_API.menuSave, { id: entry, pictureId: fileId, lang: 'en' }), 'pictureId')
  })
})

describe('the list of places', () => {
  it('names every column that refers to the file table (but the private uploads that go with their rows)', async () => {
    const { rows } = await sql<{ table: string; column: string }>`
      select c.conrelid::regclass::text as table, a.attname as column
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'file'::regclass`.execute(t.deps.db)
    const listed = usageQuery('x').compile(t.deps.db).sql
    const privateUploads = ['registration_file.file_id', 'fault_report.screenshot_id']
    const named = (word: string) => new RegExp(`\\b${word}\\b`).test(listed)
    const missing = rows
      .filter((r) => !privateUploads.includes(`${r.table}.${r.column}`))
      .filter((r) => !named(r.table) || !named(r.column))
    expect(rows.length).toBeGreaterThan(4)
    expect(missing).toEqual([])
  })
})
