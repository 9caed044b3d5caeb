import { STAFF_API, type MediaUsage } from '@ibr/contract/staff'
import { expect } from 'vitest'
import { sanitize } from '../lib/sanitize.js'
import { addConference, formField } from './conference-factory.js'
import { writeDraft } from './editorial-factory.js'
import { insertFacility } from './facility-factory.js'
import { addLibraryFile } from './media-factory.js'
import { addTeam } from './paper-factory.js'
import { placedItem } from './site-factory.js'
import type { StaffClient } from './staff-factory.js'
import type { TestApp } from './test-app.js'

// Every place a library file can be named, for modules/media/media-usage.test.ts: one row a place, so a new place is one row here.
export const imageSrc = (id: string) => `/file/image/${id}`
const downloadUrl = (id: string) => `https://www.example.org/file/common/download/${id}`
const html = (id: string) => sanitize(`<p>See <img src="${imageSrc(id)}" alt="x"></p>`)
const bilingual = (zh: string, en: string) => ({ zh, en })
let serial = 0
export const mark = () => `${process.pid}h${++serial}`

/** A place that holds a file, and how the usage list must name it. */
export interface Placement {
  name: string
  place: (fileId: string) => Promise<number>
  usage: { entity: MediaUsage['entity']; field: MediaUsage['fields'][number]; copy: 'public' | 'working' }
}

interface Sessions {
  t: TestApp
  section: number
  editor: StaffClient
  admin: StaffClient
}

/** The places, made with this app, in this section, by these sessions. */
export function usagePlacements({ t, section, editor, admin }: Sessions): Placement[] {
  /** A working copy of a record straight in record_draft, as the records workflow stores it. */
  async function workingCopy(entity: string, recordId: number, doc: Record<string, unknown>) {
    await t.deps.db
      .insertInto('record_draft')
      .values({ entity, record_id: recordId, doc: JSON.stringify(doc), updated_by: 'test' })
      .execute()
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

  return [
    {
      name: 'the site logo, saved in the console',
      place: async (fileId) => {
        const res = await admin.post(STAFF_API.siteSettingsSave, { values: { logoImage: fileId } })
        expect(res.status, JSON.stringify(res.json)).toBe(200)
        return 0
      },
      usage: { entity: 'siteSettings', field: 'logo', copy: 'public' },
    },
    {
      name: 'the partner logo',
      place: setting('partnerLogoImage'),
      usage: { entity: 'siteSettings', field: 'partnerLogo', copy: 'public' },
    },
    { name: 'the QR code', place: setting('qrImage'), usage: { entity: 'siteSettings', field: 'qrCode', copy: 'public' } },
    { name: 'a footer address', place: setting('oaUrl'), usage: { entity: 'siteSettings', field: 'link', copy: 'public' } },
    {
      name: 'a home banner',
      place: (fileId) => newBanner({ file_id: fileId }),
      usage: { entity: 'banner', field: 'image', copy: 'public' },
    },
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
        (
          await addConference(t, {
            fields: [formField('abstract', 'text', { help: bilingual('模板', `Template: ${downloadUrl(fileId)}`) })],
          })
        ).id,
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
}
