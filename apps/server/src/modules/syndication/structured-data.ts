import type { ArticleDetail, Lang } from '@ibr/contract'
import { endOfDay, isoInZone, zonedInstant } from '../../lib/dates.js'
import { plainTextOf } from '../../lib/plain-text.js'
import { shorten } from './xml-text.js'

export interface ShareContext {
  lang: Lang
  timeZone: string
  /** The share address in this language. */
  url: string
  /** The share picture's absolute address, or null. */
  image: string | null
  siteName: string
  origin: string
}

/** Authors as a paper lists them: "Li Wei, Zhang San; Wang Wu" → each one. */
export function splitAuthors(authors: string | null): string[] {
  // , ; ， ； 、 (escaped: the server's bundle stays ASCII, scripts/bundle-server.mjs)
  return (authors ?? '')
    .split(/\s*[,;\uff0c\uff1b\u3001]\s*|\s+and\s+/)
    .map((a) => a.trim())
    .filter((a) => a !== '')
}

const organisation = (ctx: ShareContext) => ({ '@type': 'Organization', name: ctx.siteName, url: `${ctx.origin}/` })

/**
 * schema.org data of an item, by what it is: an event, a job posting, a paper, a person, or
 * otherwise a news article. Search engines read it from the share page without running scripts.
 */
export function structuredData(item: ArticleDetail, ctx: ShareContext): Record<string, unknown> {
  const description = shorten(item.subTitle || plainTextOf(item.body), 300)
  const common = {
    '@context': 'https://schema.org',
    url: ctx.url,
    inLanguage: ctx.lang === 'zh' ? 'zh-CN' : 'en',
    ...(ctx.image ? { image: [ctx.image] } : {}),
  }
  const published = item.createTime
  switch (item.kind) {
    case 'event': {
      const start = item.eventTime ? isoInZone(zonedInstant(item.eventTime, ctx.timeZone), ctx.timeZone) : published
      return {
        ...common,
        '@type': 'Event',
        name: item.title,
        description,
        startDate: start,
        eventStatus: `https://schema.org/${item.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: item.location || ctx.siteName, address: item.location || ctx.siteName },
        organizer: organisation(ctx),
      }
    }
    case 'job':
      return {
        ...common,
        '@type': 'JobPosting',
        title: item.title,
        description: item.body || description,
        datePosted: published,
        ...(item.deadline
          ? { validThrough: isoInZone(new Date(endOfDay(item.deadline, ctx.timeZone).getTime() - 1000), ctx.timeZone) }
          : {}),
        hiringOrganization: organisation(ctx),
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'CN' } },
      }
    case 'paper':
      return {
        ...common,
        '@type': 'ScholarlyArticle',
        headline: item.title,
        name: item.title,
        description,
        author: splitAuthors(item.authors).map((name) => ({ '@type': 'Person', name })),
        ...(item.year ? { datePublished: String(item.year) } : {}),
        ...(item.journal ? { isPartOf: { '@type': 'Periodical', name: item.journal } } : {}),
        ...(item.doi
          ? { identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: item.doi }, sameAs: `https://doi.org/${item.doi}` }
          : {}),
      }
    case 'person':
      return {
        ...common,
        '@type': 'Person',
        name: item.title,
        ...(item.subTitle ? { jobTitle: item.subTitle } : {}),
        ...(item.email ? { email: item.email } : {}),
        ...(item.phone ? { telephone: item.phone } : {}),
        affiliation: organisation(ctx),
      }
    default:
      return {
        ...common,
        '@type': 'NewsArticle',
        headline: shorten(item.title, 110),
        description,
        datePublished: published,
        publisher: organisation(ctx),
        mainEntityOfPage: ctx.url,
      }
  }
}

/** The meta tags scholarly search engines read (Google Scholar's inclusion guidelines), for a paper. */
export function citationTags(item: ArticleDetail): [string, string][] {
  if (item.kind !== 'paper') return []
  const tags: [string, string][] = [['citation_title', item.title]]
  for (const author of splitAuthors(item.authors)) tags.push(['citation_author', author])
  if (item.journal) tags.push(['citation_journal_title', item.journal])
  if (item.year) tags.push(['citation_publication_date', String(item.year)])
  if (item.doi) tags.push(['citation_doi', item.doi])
  return tags
}
