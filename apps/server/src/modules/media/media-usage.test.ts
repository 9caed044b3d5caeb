// PostgreSQL pass: a site image saved while its file is deleted, sent together, contend for the file row over two connections.
import { randomBytes } from 'node:crypto'
import { ROLE, STAFF_API, type MediaUsage } from '@ibr/contract/staff'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitize } from '../../lib/sanitize.js'
import { releaseBlob } from '../file/file-service.js'
import { addConference, formField } from '../../test/conference-factory.js'
import { addSection, editorialTeam, writeDraft } from '../../test/editorial-factory.js'
import { insertFacility } from '../../test/facility-factory.js'
import { addLibraryFile } from '../../test/media-factory.js'
import { addTeam } from '../../test/paper-factory.js'
import { libraryFile, placedItem } from '../../test/site-factory.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { teamDoc } from '../../test/team-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { usageQuery } from './media-usage-repository.js'

let t: TestApp
let section: number
let editor: StaffClient
let admin: StaffClient
beforeAll(async () => {
  t = await createTestApp()
  section = await addSection(t)
  ;({ editor } = await editorialTeam(t, section))
  admin = await staffSession(t, { roles: [ROLE.admin] })
})
afterAll(async () => {
  await t.close()
})

const imageSrc = (id: string) => `/file/image/${id}`
const downloadUrl = (id: string) => `https://www.example.org/file/common/download/${id}`
const html = (id: string) => sanitize(`<p>See <img src="${imageSrc(id)}" alt="x"></p>`)
const bilingual = (zh: string, en: string) => ({ zh, en })
let serial = 0
const mark = () => `${process.pid}h${++serial}`

/** A working copy of a record straight in record_draft, as the records workflow stores it. */
async function workingCopy(entity: string, recordId: number, doc: Record<string, unknown>) {
  await t.deps.db
    .insertInto('record_draft')
    .values({ entity, record_id: recordId, doc: JSON.stringify(doc), updated_by: 'test' })
    .execute()
}

/** A place that holds a file, and how the usage list must name it. */
interface Placement {
  name: string
  place: (fileId: string) => Promise<number>
  usage: { entity: MediaUsage['entity']; field: MediaUsage['fields'][number]; copy: 'public' | 'working' }
}

const setting = (key: string) => async (fileId: string) => {
  await t.deps.db
    .insertInto('site_setting')
    .values({ key, value: key.endsWith('Url') ? downloadUrl(fileId) : fileId, updated_by: 'test' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: key.endsWith('Url') ? downloadUrl(fileId) : fileId }))
    .execute()
  return 0
}
const newMenu = async (values: { picture_id?: string; intro_zh?: ReturnType<typeof sanitize>; out_link?: string }) => {
  const m = mark()
  const { id } = await t.deps.db
    .insertInto('menu')
    .values({ parent_id: section, list_template: 'news', name_zh: `栏目${m}`, name_en: `Menu ${m}`, ...values })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}
const newBanner = async (values: { file_id: string; link?: string }) =>
  (
    await t.deps.db
      .insertInto('image')
      .values({ type: 'top', title_zh: `横幅${mark()}`, title_en: 'Banner', ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
const newQuickLink = async (url: string) =>
  (
    await t.deps.db
      .insertInto('quick_link')
      .values({ grp: 'other', name_zh: `链接${mark()}`, name_en: 'Link', url })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
const newTeam = () => addTeam(t, { leader: ['张三', 'Zhang San'], area: 'methods' })
const article = async (change: (id: number) => Promise<unknown>) => {
  const id = await placedItem(t, section)
  await change(id)
  return id
}
const setArticle = (column: 'picture_id' | 'picture_vertical_id' | 'video_id' | 'out_link', value: string) => (id: number) =>
  t.deps.db
    .updateTable('article')
    .set({ [column]: value })
    .where('id', '=', id)
    .execute()

const PLACEMENTS: Placement[] = [
  {
    name: 'the site logo, saved in the console',
    place: async (fileId) => {
      const res = await admin.post(STAFF_API.siteSettingsSave, { values: { logoImage: fileId } })
      expect(res.status, JSON.stringify(res.json)).toBe(200)
      return 0
    },
    usage: { entity: 'siteSettings', field: 'logo', copy: 'public' },
  },
  { name: 'the partner logo', place: setting('partnerLogoImage'), usage: { entity: 'siteSettings', field: 'partnerLogo', copy: 'public' } },
  { name: 'the QR code', place: setting('qrImage'), usage: { entity: 'siteSettings', field: 'qrCode', copy: 'public' } },
  { name: 'a footer address', place: setting('oaUrl'), usage: { entity: 'siteSettings', field: 'link', copy: 'public' } },
  { name: 'a home banner', place: (fileId) => newBanner({ file_id: fileId }), usage: { entity: 'banner', field: 'image', copy: 'public' } },
  {
    name: "a banner's link",
    place: async (fileId) => newBanner({ file_id: await addLibraryFile(t), link: downloadUrl(fileId) }),
    usage: { entity: 'banner', field: 'link', copy: 'public' },
  },
  {
    name: "a section's picture",
    place: (fileId) => newMenu({ picture_id: fileId }),
    usage: { entity: 'menu', field: 'picture', copy: 'public' },
  },
  {
    name: "a section's intro",
    place: (fileId) => newMenu({ intro_zh: html(fileId) }),
    usage: { entity: 'menu', field: 'body', copy: 'public' },
  },
  {
    name: "a section's link",
    place: (fileId) => newMenu({ out_link: downloadUrl(fileId) }),
    usage: { entity: 'menu', field: 'link', copy: 'public' },
  },
  {
    name: "a research area's picture",
    place: async (fileId) =>
      (
        await t.deps.db
          .insertInto('research_area')
          .values({ code: `area${mark()}`, name_zh: '方向', name_en: 'Area', picture_id: fileId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    usage: { entity: 'researchArea', field: 'picture', copy: 'public' },
  },
  {
    name: "a team's photo",
    place: async (fileId) => {
      const id = await newTeam()
      await t.deps.db.updateTable('team').set({ photo_id: fileId }).where('id', '=', id).execute()
      return id
    },
    usage: { entity: 'team', field: 'photo', copy: 'public' },
  },
  {
    name: "a team's working copy, in its biography",
    place: async (fileId) => {
      const id = await newTeam()
      await workingCopy('team', id, {
        zh: { name: '组', bio: html(fileId), interests: '' },
        en: { name: 'Team', bio: '', interests: '' },
        photoId: null,
      })
      return id
    },
    usage: { entity: 'team', field: 'body', copy: 'working' },
  },
  {
    name: "a facility's picture",
    place: (fileId) => insertFacility(t, { picture_id: fileId }),
    usage: { entity: 'facility', field: 'picture', copy: 'public' },
  },
  {
    name: "a facility's booking address",
    place: (fileId) => insertFacility(t, { booking_url: downloadUrl(fileId) }),
    usage: { entity: 'facility', field: 'link', copy: 'public' },
  },
  {
    name: "a facility's working copy",
    place: async (fileId) => {
      const id = await insertFacility(t)
      await workingCopy('facility', id, {
        zh: { name: '平台', intro: '' },
        en: { name: 'Facility', intro: '' },
        pictureId: fileId,
        bookingUrl: '',
      })
      return id
    },
    usage: { entity: 'facility', field: 'picture', copy: 'working' },
  },
  {
    name: 'an FAQ answer',
    place: async (fileId) =>
      (
        await t.deps.db
          .insertInto('faq')
          .values({ question_zh: `问题${mark()}`, question_en: 'Question', answer_zh: html(fileId) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    usage: { entity: 'faq', field: 'body', copy: 'public' },
  },
  {
    name: 'a quick link',
    place: (fileId) => newQuickLink(downloadUrl(fileId)),
    usage: { entity: 'quickLink', field: 'link', copy: 'public' },
  },
  {
    name: "a quick link's working copy",
    place: async (fileId) => {
      const id = await newQuickLink('https://www.example.org/')
      await workingCopy('quickLink', id, { zh: { name: '链接' }, en: { name: 'Link' }, url: downloadUrl(fileId) })
      return id
    },
    usage: { entity: 'quickLink', field: 'link', copy: 'working' },
  },
  {
    name: "a conference's picture",
    place: async (fileId) => {
      const { id } = await addConference(t)
      await t.deps.db.updateTable('meeting').set({ picture_id: fileId }).where('id', '=', id).execute()
      return id
    },
    usage: { entity: 'meeting', field: 'picture', copy: 'public' },
  },
  {
    name: "a conference's registration form (a template to download, in a field's help)",
    place: async (fileId) =>
      (await addConference(t, { fields: [formField('abstract', 'text', { help: bilingual('模板', `Template: ${downloadUrl(fileId)}`) })] }))
        .id,
    usage: { entity: 'meeting', field: 'form', copy: 'public' },
  },
  {
    name: "a conference's mail templates",
    place: async (fileId) =>
      (await addConference(t, { mailTemplates: { accepted: { en: { subject: 'In', body: `Programme: ${downloadUrl(fileId)}` } } } })).id,
    usage: { entity: 'meeting', field: 'mailTemplates', copy: 'public' },
  },
  {
    name: "a conference's working copy",
    place: async (fileId) => {
      const { id } = await addConference(t)
      await workingCopy('conference', id, {
        zh: { title: '会议', summary: html(fileId) },
        en: { title: 'Conference', summary: '' },
        pictureId: null,
      })
      return id
    },
    usage: { entity: 'meeting', field: 'body', copy: 'working' },
  },
  {
    name: "an item's picture",
    place: (fileId) => article(setArticle('picture_id', fileId)),
    usage: { entity: 'article', field: 'picture', copy: 'public' },
  },
  {
    name: "an item's vertical picture",
    place: (fileId) => article(setArticle('picture_vertical_id', fileId)),
    usage: { entity: 'article', field: 'pictureVertical', copy: 'public' },
  },
  {
    name: "an item's video",
    place: (fileId) => article(setArticle('video_id', fileId)),
    usage: { entity: 'article', field: 'video', copy: 'public' },
  },
  {
    name: "an item's attachment",
    place: (fileId) => article((id) => t.deps.db.insertInto('article_file').values({ article_id: id, file_id: fileId }).execute()),
    usage: { entity: 'article', field: 'attachments', copy: 'public' },
  },
  {
    name: "an item's body",
    place: (fileId) =>
      article((id) =>
        t.deps.db
          .updateTable('article')
          .set({ body_en: html(fileId) })
          .where('id', '=', id)
          .execute(),
      ),
    usage: { entity: 'article', field: 'body', copy: 'public' },
  },
  {
    name: "an item's link",
    place: (fileId) => article(setArticle('out_link', downloadUrl(fileId))),
    usage: { entity: 'article', field: 'link', copy: 'public' },
  },
  {
    name: "an item's working copy, saved in the editor",
    place: async (fileId) => (await writeDraft(editor, section, { pictureId: fileId, en: { title: `Working ${mark()}` } })).id,
    usage: { entity: 'article', field: 'picture', copy: 'working' },
  },
]

const fileRow = (id: string) => t.deps.db.selectFrom('file').select('id').where('id', '=', id).executeTakeFirst()

describe('a file in use anywhere', () => {
  const placed: { placement: Placement; fileId: string; id: number }[] = []
  beforeAll(async () => {
    for (const placement of PLACEMENTS) {
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

describe('a site image saved while the file is deleted', () => {
  it('ends with one of the two: the setting names a file that exists, or the file went and the setting was refused', async () => {
    for (let round = 0; round < 6; round += 1) {
      const fileId = await libraryFile(t)
      const [saved, deleted] = await Promise.all([
        admin.post(STAFF_API.siteSettingsSave, { values: { qrImage: fileId }, lang: 'en' }),
        editor.post(STAFF_API.mediaDelete, { id: fileId, lang: 'en' }),
      ])
      const setting = await t.deps.db.selectFrom('site_setting').select('value').where('key', '=', 'qrImage').executeTakeFirst()
      const file = await fileRow(fileId)
      if (saved.status === 200) {
        expect(deleted.status, `round ${round}`).toBe(409)
        expect(setting?.value).toBe(fileId)
        expect(file).toBeDefined()
      } else {
        expect([saved.status, saved.json.field], `round ${round}`).toEqual([400, 'values.qrImage'])
        expect(deleted.status).toBe(200)
        expect(setting?.value).not.toBe(fileId)
        expect(file).toBeUndefined()
      }
    }
  })
})

describe("an item's picture saved while the file is deleted", () => {
  it('ends with one of the two: the item names a file that exists, or the file went and the save was refused', async () => {
    for (let round = 0; round < 6; round += 1) {
      const fileId = await libraryFile(t)
      const [saved, deleted] = await Promise.all([
        editor.post(STAFF_API.articleSave, {
          kind: 'news',
          menuIds: [section],
          en: { title: `Race ${round}` },
          pictureId: fileId,
          lang: 'en',
        }),
        editor.post(STAFF_API.mediaDelete, { id: fileId, lang: 'en' }),
      ])
      const file = await fileRow(fileId)
      if (saved.status === 200) {
        expect(deleted.status, `round ${round}`).toBe(409)
        expect(file).toBeDefined()
      } else {
        expect([saved.status, saved.json.field], `round ${round}`).toEqual([400, 'pictureId'])
        expect(deleted.status).toBe(200)
        expect(file).toBeUndefined()
      }
    }
  })
})

describe("a team's photo saved in its working copy while the file is deleted", () => {
  it('ends with one of the two: the copy names a file that exists, or the file went and the save was refused', async () => {
    const doc = teamDoc({ zh: `并发组${mark()}`, en: `Race team ${mark()}` })
    const made = await admin.post(STAFF_API.teamSave, { doc })
    expect(made.status, JSON.stringify(made.json)).toBe(200)
    let version = made.json.retMap.version as number
    const id = made.json.retMap.id as number
    for (let round = 0; round < 6; round += 1) {
      const fileId = await libraryFile(t)
      const [saved, deleted] = await Promise.all([
        admin.post(STAFF_API.teamSave, { id, version, doc: { ...doc, photoId: fileId }, lang: 'en' }),
        editor.post(STAFF_API.mediaDelete, { id: fileId, lang: 'en' }),
      ])
      const file = await fileRow(fileId)
      if (saved.status === 200) {
        version = saved.json.retMap.version
        expect(deleted.status, `round ${round}`).toBe(409)
        expect(file).toBeDefined()
      } else {
        expect([saved.status, saved.json.field], `round ${round}`).toEqual([400, 'doc.photoId'])
        expect(deleted.status).toBe(200)
        expect(file).toBeUndefined()
      }
    }
  })
})

describe("a section's picture saved while the file is deleted", () => {
  it('ends with one of the two: the entry names a file that exists, or the file went and the save was refused', async () => {
    const entry = await addSection(t)
    for (let round = 0; round < 6; round += 1) {
      const fileId = await libraryFile(t)
      const [saved, deleted] = await Promise.all([
        admin.post(STAFF_API.menuSave, { id: entry, pictureId: fileId, lang: 'en' }),
        editor.post(STAFF_API.mediaDelete, { id: fileId, lang: 'en' }),
      ])
      const file = await fileRow(fileId)
      if (saved.status === 200) {
        expect(deleted.status, `round ${round}`).toBe(409)
        expect(file).toBeDefined()
      } else {
        expect([saved.status, saved.json.field], `round ${round}`).toEqual([400, 'pictureId'])
        expect(deleted.status).toBe(200)
        expect(file).toBeUndefined()
      }
    }
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
