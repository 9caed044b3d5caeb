import { describe, expect, it } from 'vitest'
import { articleIdOf, clientKey, isCrawler, normaliseHost, normaliseQuery, trackingRefused, visitorHash } from './stats-privacy.js'

describe("what the readers' figures keep of a request", () => {
  it('tells crawlers from readers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true)
    expect(isCrawler('Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)')).toBe(true)
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true)
    expect(isCrawler('curl/8.5.0')).toBe(true)
    expect(isCrawler('Mozilla/5.0 (Linux; Android 12; CUBOT X70) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe(false)
    expect(isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40')).toBe(false)
  })

  it('keeps the per-minute limit of an IPv4 address whole and of an IPv6 address by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('2001:db8:0:1::7')).toBe('2001:db8:0:1::/64')
    expect(clientKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey('2001:db8:0:2::7')).not.toBe(clientKey('2001:db8:0:1::7'))
  })

  it('honours DNT: 1 and Sec-GPC: 1, nothing else', () => {
    expect(trackingRefused({ dnt: '1' })).toBe(true)
    expect(trackingRefused({ 'sec-gpc': '1' })).toBe(true)
    expect(trackingRefused({ dnt: '0' })).toBe(false)
    expect(trackingRefused({})).toBe(false)
  })

  it("makes a visitor's mark that changes with the salt and gives nothing of the address away", () => {
    const mark = visitorHash('salt-a', '203.0.113.9', 'UA', 'site')
    expect(mark).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(mark).not.toContain('203')
    expect(visitorHash('salt-a', '203.0.113.9', 'UA', 'site')).toBe(mark)
    expect(visitorHash('salt-b', '203.0.113.9', 'UA', 'site')).not.toBe(mark)
    expect(visitorHash('salt-a', '203.0.113.9', 'UA', 'other site')).not.toBe(mark)
  })

  it('reads the item of a detail page, and normalises queries and hosts', () => {
    expect(articleIdOf('/detail/ibrNewsnews/12')).toBe(12)
    expect(articleIdOf('/detail/ibrNewsnews/99999999999')).toBeNull()
    expect(articleIdOf('/ibrNews/news')).toBeNull()
    expect(normaliseQuery('  Ｎｅｕｒａｌ   Circuits ')).toBe('neural circuits')
    expect(normaliseQuery('x'.repeat(300))).toHaveLength(100)
    expect(normaliseHost('WWW.Example.ORG')).toBe('example.org')
  })
})
