import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { isoInZone, zonedInstant } from '../../lib/dates.js'
import { atomFeed, rssFeed, type FeedChannel, type FeedEntry } from './feed-xml.js'
import { splitAuthors } from './structured-data.js'
import { shorten } from './xml-text.js'

const channel: FeedChannel = {
  title: 'News & <views>',
  description: 'Latest',
  link: 'https://example.edu/#/ibrNews/news',
  self: 'https://example.edu/feed/ibrNewsnews.en.rss',
  lang: 'en',
  updated: new Date('2026-01-02T03:04:05Z'),
}
const entry: FeedEntry = {
  id: 'https://example.edu/s/ibrNewsnews/1?lang=en',
  title: 'Bell\u0007 and "quotes" & 脑',
  link: 'https://example.edu/s/ibrNewsnews/1?lang=en',
  summary: 'a < b',
  published: new Date('2026-01-01T00:00:00Z'),
  updated: new Date('2026-01-02T00:00:00Z'),
  image: null,
}
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false }).parse(xml)

describe('feed XML', () => {
  it('escapes text and drops characters XML forbids, in both formats', () => {
    for (const xml of [rssFeed(channel, [entry]), atomFeed(channel, [entry])]) {
      expect(XMLValidator.validate(xml)).toBe(true)
      expect(xml).not.toContain('\u0007')
    }
    expect(parse(rssFeed(channel, [entry])).rss.channel.item.title).toBe('Bell and "quotes" & 脑')
    expect(parse(atomFeed(channel, [entry])).feed.entry.summary).toBe('a < b')
  })

  it('writes RSS dates in RFC 822 and Atom dates in RFC 3339', () => {
    expect(parse(rssFeed(channel, [entry])).rss.channel.item.pubDate).toBe('Thu, 01 Jan 2026 00:00:00 GMT')
    expect(parse(atomFeed(channel, [entry])).feed.entry.updated).toBe('2026-01-02T00:00:00.000Z')
  })
})

describe('structured data helpers', () => {
  it('reads authors separated by commas, semicolons, Chinese punctuation or "and"', () => {
    expect(splitAuthors('Li Wei, Zhang San; Wang Wu and Zhao Liu')).toEqual(['Li Wei', 'Zhang San', 'Wang Wu', 'Zhao Liu'])
    expect(splitAuthors('李伟，张三、王五')).toEqual(['李伟', '张三', '王五'])
    expect(splitAuthors(null)).toEqual([])
  })

  it('states a wall-clock time with its zone’s offset, daylight saving included', () => {
    expect(isoInZone(zonedInstant('2026-12-01 09:30', 'Asia/Shanghai'), 'Asia/Shanghai')).toBe('2026-12-01T09:30:00+08:00')
    expect(isoInZone(zonedInstant('2026-07-01 09:30', 'America/New_York'), 'America/New_York')).toBe('2026-07-01T09:30:00-04:00')
    expect(isoInZone(zonedInstant('2026-01-15 09:30', 'America/New_York'), 'America/New_York')).toBe('2026-01-15T09:30:00-05:00')
    expect(zonedInstant('2026-12-01 09:30', 'Asia/Shanghai').toISOString()).toBe('2026-12-01T01:30:00.000Z')
  })

  it('shortens by characters, never splitting a Chinese character', () => {
    expect(shorten('脑科学研究所的最新进展', 5)).toBe('脑科学研…')
    expect(shorten('short', 10)).toBe('short')
  })
})
