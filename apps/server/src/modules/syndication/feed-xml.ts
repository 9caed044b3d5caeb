import type { Lang } from '@ibr/contract'
import { xmlText } from './xml-text.js'

export interface FeedChannel {
  title: string
  description: string
  /** The section's page on the site. */
  link: string
  /** This feed's own address. */
  self: string
  lang: Lang
  /** The newest change of any item (now when the feed is empty). */
  updated: Date
}

export interface FeedEntry {
  /** Stable: the item's share address in this language, which never changes meaning. */
  id: string
  title: string
  link: string
  summary: string
  published: Date
  updated: Date
  /** An absolute image address, when the item has a picture. */
  image: string | null
}

/** Language tags as feeds state them. */
const LANGUAGE_TAG = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en')

/** RSS 2.0 (RSS Advisory Board's specification): dates in RFC 822, a permanent GUID per item. */
export function rssFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const items = entries.map(
    (e) => `    <item>
      <title>${xmlText(e.title)}</title>
      <link>${xmlText(e.link)}</link>
      <guid isPermaLink="true">${xmlText(e.id)}</guid>
      <pubDate>${e.published.toUTCString()}</pubDate>
      <description>${xmlText(e.summary)}</description>${
        e.image ? `\n      <enclosure url="${xmlText(e.image)}" length="0" type="image/webp"/>` : ''
      }
    </item>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlText(channel.title)}</title>
    <link>${xmlText(channel.link)}</link>
    <description>${xmlText(channel.description)}</description>
    <language>${LANGUAGE_TAG(channel.lang)}</language>
    <lastBuildDate>${channel.updated.toUTCString()}</lastBuildDate>
    <atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`
}

/** Atom 1.0 (RFC 4287): every entry with its id, title, updated time, link and summary. */
export function atomFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const items = entries.map(
    (e) => `  <entry>
    <id>${xmlText(e.id)}</id>
    <title>${xmlText(e.title)}</title>
    <link rel="alternate" type="text/html" href="${xmlText(e.link)}"/>
    <published>${e.published.toISOString()}</published>
    <updated>${e.updated.toISOString()}</updated>
    <summary>${xmlText(e.summary)}</summary>
  </entry>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANGUAGE_TAG(channel.lang)}">
  <id>${xmlText(channel.self)}</id>
  <title>${xmlText(channel.title)}</title>
  <subtitle>${xmlText(channel.description)}</subtitle>
  <updated>${channel.updated.toISOString()}</updated>
  <link rel="self" type="application/atom+xml" href="${xmlText(channel.self)}"/>
  <link rel="alternate" type="text/html" href="${xmlText(channel.link)}"/>
  <author><name>${xmlText(channel.title)}</name></author>
${items.join('\n')}
</feed>
`
}
