/**
 * What the conference tests ask the API themselves, to compare with what the pages show: the
 * conferences of the menu and each page's content.
 */
import { api } from '../support/server.js'

export interface Entry {
  id: number
  name: string
  path: string
  listTemplate: string
  children: Entry[]
}
export interface FormField {
  name: string
  label: string
  type: string
  required: boolean
  maxLength: number
  options: { value: string; label: string }[]
  help: string
}
export interface Sign {
  open: boolean
  deadlineText: string
  fields: FormField[]
  fileRule: { extensions: string[]; maxBytes: number }
}
export interface Tag {
  id: number
  name: string
  date: string
}
export interface Session {
  id: number
  title: string
  speaker: string
  affiliation: string
  place: string
  startTime: string
  endTime: string
}
export interface Summary {
  title: string
  subTitle: string
  venue: string
  organizer: string
  contactEmail: string
  summary: string
  registrationOpen: boolean
}
export interface Item {
  id: number
  title: string
  subTitle: string
  picture: string | null
}
export interface Attachment {
  name: string
  size: number
  url: string
}
export interface Image {
  title: string
  url: string
}

/** The two conferences of the menu in the language, each with its six pages. */
export async function conferences(baseUrl: string, lang: string): Promise<Entry[]> {
  const { menuList } = await api<{ menuList: Entry[] }>(baseUrl, '/api/menu/list', { lang, type: 'top' })
  const section = menuList.find((s) => s.listTemplate.endsWith('Meeting'))
  if (!section) throw new Error('no conference section in the menu')
  return section.children
}

export const summary = async (baseUrl: string, lang: string, menuId: number) =>
  (await api<{ meeting: Summary }>(baseUrl, '/api/meeting/summary', { lang, menuId })).meeting
export const address = (baseUrl: string, lang: string, menuId: number) =>
  api<{ imageList: Image[]; venue: string; address: string; traffic: string }>(baseUrl, '/api/meeting/image/address', { lang, menuId })
export const sign = async (baseUrl: string, lang: string, menuId: number) =>
  (await api<{ sign: Sign }>(baseUrl, '/api/meeting/sign', { lang, menuId })).sign
export const tags = async (baseUrl: string, lang: string, menuId: number) =>
  (await api<{ tagList: Tag[] }>(baseUrl, '/api/meeting/tagList', { lang, menuId })).tagList
export const schedule = async (baseUrl: string, lang: string, menuId: number, tagId: number) =>
  (await api<{ tagId: number; scheduleList: Session[] }>(baseUrl, '/api/meeting/schedule', { lang, menuId, tagId })).scheduleList
export const articles = async (baseUrl: string, lang: string, menuId: number) =>
  (
    await api<{ articleList: Item[]; total: number }>(baseUrl, '/api/article/list', {
      lang,
      menuId,
      page: JSON.stringify({ pageNum: 1, pageSize: 10 }),
    })
  ).articleList
export const attachments = async (baseUrl: string, lang: string, id: number) =>
  (await api<{ article: { attachments: Attachment[] } }>(baseUrl, '/api/article/detail', { lang, id })).article.attachments
export const reviewPhotos = async (baseUrl: string, lang: string, menuId: number) =>
  (await api<{ imageList: Image[] }>(baseUrl, '/api/image/url', { lang, menuId, type: 'review' })).imageList

/** A size as the site writes it (apps/web/src/lib/format-bytes.ts). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** The text of the first heading in server HTML, entities of the demo content decoded. */
export function firstHeading(html: string): string | undefined {
  const text = /<h[2-4][^>]*>([^<]+)<\/h[2-4]>/.exec(html)?.[1]
  return text
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim()
}

/**
 * The texts a conference page must show, fetched here: titles, names, session titles, file names
 * and sizes; and the alt texts its pictures must carry.
 */
export async function expectedContent(
  baseUrl: string,
  lang: string,
  conference: Entry,
  page: Entry,
): Promise<{ texts: string[]; alts: string[] }> {
  switch (page.listTemplate) {
    case 'overview': {
      const [meeting, venue] = await Promise.all([summary(baseUrl, lang, conference.id), address(baseUrl, lang, conference.id)])
      const heading = firstHeading(meeting.summary)
      return {
        texts: [
          meeting.title,
          meeting.subTitle,
          meeting.venue,
          meeting.organizer,
          meeting.contactEmail,
          venue.address,
          ...(heading ? [heading] : []),
        ],
        alts: venue.imageList.map((i) => i.title),
      }
    }
    case 'apply': {
      const form = await sign(baseUrl, lang, conference.id)
      return { texts: [form.deadlineText, ...(form.open ? form.fields.map((f) => f.label) : [])], alts: [] }
    }
    case 'schedule': {
      const days = await tags(baseUrl, lang, conference.id)
      const sessions = await schedule(baseUrl, lang, conference.id, days[0]!.id)
      return {
        texts: [...days.map((d) => d.name), ...sessions.map((s) => s.title), ...sessions.filter((s) => s.speaker).map((s) => s.speaker)],
        alts: [],
      }
    }
    case 'guest': {
      const people = await articles(baseUrl, lang, page.id)
      return { texts: people.flatMap((p) => [p.title, p.subTitle]), alts: [] }
    }
    case 'file': {
      const items = await articles(baseUrl, lang, page.id)
      const files = (await Promise.all(items.map((i) => attachments(baseUrl, lang, i.id)))).flat()
      return { texts: [...items.map((i) => i.title), ...files.flatMap((f) => [f.name, formatBytes(f.size)])], alts: [] }
    }
    case 'review': {
      const [photos, reports] = await Promise.all([reviewPhotos(baseUrl, lang, conference.id), articles(baseUrl, lang, page.id)])
      return { texts: reports.map((r) => r.title), alts: photos.map((p) => p.title) }
    }
    default:
      throw new Error(`unknown conference page ${page.listTemplate}`)
  }
}
