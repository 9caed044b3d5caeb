import type { SiteSettings } from '@ibr/contract'
import type { LinkItemKind } from '@ibr/contract/staff'
import { message } from '../../i18n/messages.js'
import { isCheckable, linksOfHtml, type FoundLink } from './link-extract.js'
import type { LinksRepository, NewLink } from './links-repository.js'

/** One published item as the checker sees it: where it is listed, its title, and each field's links. */
export interface LinkItem {
  kind: LinkItemKind
  id: number
  sections: number[]
  title: { zh: string; en: string }
  fields: { field: string; links: FoundLink[] }[]
}

/** The item kinds a publish can name: the workflow's entities. */
export type PublishedKind = Extract<LinkItemKind, 'article' | 'team' | 'facility' | 'faq' | 'quickLink' | 'conference'>

const url = (field: string, target: string | null | undefined, text: string) => ({
  field,
  links: target && isCheckable(target) ? [{ kind: 'link' as const, target: target.trim(), text }] : [],
})
const html = (field: string, value: string) => ({ field, links: linksOfHtml(value) })
const both = (field: string, row: Record<string, unknown>) => [
  html(`${field}_zh`, String(row[`${field}_zh`] ?? '')),
  html(`${field}_en`, String(row[`${field}_en`] ?? '')),
]

/** The header's and footer's addresses and pictures that live in the site settings. */
const SITE_FIELDS = [
  'webmailUrl',
  'oaUrl',
  'microblogUrl',
  'videoSiteUrl',
  'shortVideoUrl',
  'logoSrc',
  'partnerLogoSrc',
  'qrImageSrc',
] as const

/** Every item of a kind (or the one `id`; a conference: its working copy's), read from its published rows. */
export async function itemsOf(kind: Exclude<LinkItemKind, 'article' | 'site'>, repo: LinksRepository, id?: number): Promise<LinkItem[]> {
  switch (kind) {
    case 'menu':
      return (await repo.menus(id)).map((r) => ({
        kind,
        id: r.id,
        sections: [r.id],
        title: { zh: r.name_zh, en: r.name_en },
        fields: [url('out_link', r.out_link, r.name_zh), ...both('intro', r)],
      }))
    case 'banner':
      return (await repo.banners(id)).map((r) => ({
        kind,
        id: r.id,
        sections: r.menu_id ? [r.menu_id] : [],
        title: { zh: r.title_zh, en: r.title_en },
        fields: [url('link', r.link, r.title_zh)],
      }))
    case 'quickLink':
      return (await repo.quickLinks(id)).map((r) => ({
        kind,
        id: r.id,
        sections: [],
        title: { zh: r.name_zh, en: r.name_en },
        fields: [url('url', r.url, r.name_zh)],
      }))
    case 'team':
      return (await repo.teams(id)).map((r) => ({
        kind,
        id: r.id,
        sections: [],
        title: { zh: r.name_zh, en: r.name_en },
        fields: [...both('bio', r), ...both('interests', r)],
      }))
    case 'facility':
      return (await repo.facilities(id)).map((r) => ({
        kind,
        id: r.id,
        sections: [],
        title: { zh: r.name_zh, en: r.name_en },
        fields: [...both('intro', r), url('booking_url', r.booking_url, r.name_zh)],
      }))
    case 'faq':
      return (await repo.faqs(id)).map((r) => ({
        kind,
        id: r.id,
        sections: [],
        title: { zh: r.question_zh, en: r.question_en },
        fields: both('answer', r),
      }))
    case 'conference':
      return (await repo.conferences(id)).map((r) => ({
        kind,
        id: r.menu_id,
        sections: [r.menu_id],
        title: { zh: r.title_zh, en: r.title_en },
        fields: [...both('summary', r), ...both('traffic', r), ...both('fee', r), ...both('notice', r)],
      }))
  }
}

/** Articles as items: their bodies in both languages, and a highlight's external link. */
export function articleItems(rows: Awaited<ReturnType<LinksRepository['articles']>>): LinkItem[] {
  return rows.map((r) => ({
    kind: 'article',
    id: r.id,
    sections: r.menu_ids,
    title: { zh: r.title_zh, en: r.title_en },
    fields: [url('out_link', r.out_link, r.title_zh || r.title_en), ...both('body', r)],
  }))
}

/** The header and footer as one item of its own, for administrators. */
export function siteItem(settings: SiteSettings): LinkItem {
  return {
    kind: 'site',
    id: 0,
    sections: [],
    title: message('links.siteItem'),
    fields: SITE_FIELDS.map((field) => {
      const value = settings[field]
      const image = field.endsWith('Src')
      return {
        field,
        links: value && isCheckable(value) ? [{ kind: image ? ('image' as const) : ('link' as const), target: value, text: '' }] : [],
      }
    }),
  }
}

/** An item's occurrences as rows: the same address twice in one field with one text is one occurrence. */
export function rowsOf(item: LinkItem): NewLink[] {
  const rows = new Map<string, NewLink>()
  for (const { field, links } of item.fields)
    for (const link of links) {
      const key = `${field}\u0000${link.target}\u0000${link.text}`
      if (rows.has(key)) continue
      rows.set(key, {
        item_kind: item.kind,
        item_id: item.id,
        field,
        section_ids: item.sections,
        title_zh: item.title.zh,
        title_en: item.title.en,
        link_text: link.text,
        target: link.target,
        kind: link.kind,
      })
    }
  return [...rows.values()]
}
