import { describe, expect, it, vi } from 'vitest'
import { countedPage, pageBeacon, referrerHost, screenClass, type BeaconEnv } from './page-beacon'

async function sent(beacon: ReturnType<typeof vi.fn>) {
  return Promise.all(
    (beacon.mock.calls as unknown as [string, Blob][]).map(async ([url, blob]) => ({
      url,
      type: blob.type,
      body: JSON.parse(await blob.text()),
    })),
  )
}

const env = (over: Partial<BeaconEnv> = {}, beacon = vi.fn(() => true)): BeaconEnv => ({
  navigator: { sendBeacon: beacon },
  referrer: 'https://www.partner.example.org/news/1?x=2',
  host: 'brain.example.cn',
  width: 375,
  ...over,
})

describe('the page-view beacon', () => {
  it("sends the route, the language, the screen class, and the referrer's host on the arrival page only", async () => {
    const beacon = vi.fn(() => true)
    const count = pageBeacon('en', () => env({}, beacon))
    count('/ibrNews/news')
    count('/detail/ibrNewsnews/12')
    expect(await sent(beacon)).toEqual([
      {
        url: '/api/stats/hit',
        type: 'application/json',
        body: { page: '/ibrNews/news', screen: 'phone', lang: 'en', referrer: 'www.partner.example.org' },
      },
      { url: '/api/stats/hit', type: 'application/json', body: { page: '/detail/ibrNewsnews/12', screen: 'phone', lang: 'en' } },
    ])
  })

  it('sends nothing for a reader who asks not to be tracked', () => {
    const beacon = vi.fn(() => true)
    pageBeacon('zh', () => env({ navigator: { sendBeacon: beacon, doNotTrack: '1' } }))('/home')
    pageBeacon('zh', () => env({ navigator: { sendBeacon: beacon, globalPrivacyControl: true } }))('/home')
    expect(beacon).not.toHaveBeenCalled()
  })

  it("sends no private link's key: a preview and a report's status not at all, a registrant's page as its conference's registration", async () => {
    const beacon = vi.fn(() => true)
    const count = pageBeacon('en', () => env({}, beacon))
    count('/preview/tok3n-secret')
    count('/Preview/tok3n-secret')
    count('/service/ticket/12/k3y-secret')
    count('/registration/brain2026/k3y-secret')
    count('/registration/brain2026/k3y-secret/receipt')
    const pages = (await sent(beacon)).map((s) => s.body.page)
    expect(pages).toEqual(['/registration/brain2026', '/registration/brain2026'])
    expect(countedPage('/service/faq')).toBe('/service/faq')
  })

  it('is not disturbed by a browser that refuses beacons', () => {
    const refusing = vi.fn(() => {
      throw new TypeError('blocked')
    })
    expect(() => pageBeacon('zh', () => env({}, refusing))('/home')).not.toThrow()
  })

  it('classes screens, drops the own site and non-web referrers, escapes and bounds the page', () => {
    expect([320, 768, 769, 1024, 1025, 1920].map(screenClass)).toEqual(['phone', 'phone', 'tablet', 'tablet', 'desktop', 'desktop'])
    expect(referrerHost('https://brain.example.cn/#/home', 'brain.example.cn')).toBe('')
    expect(referrerHost('android-app://com.example', 'brain.example.cn')).toBe('')
    expect(referrerHost('', 'brain.example.cn')).toBe('')
    expect(referrerHost('http://search.example.com:8080/q', 'brain.example.cn')).toBe('search.example.com:8080')
    expect(countedPage('/teamDetail/ibrTeamteam/3/Wang Lab')).toBe('/teamDetail/ibrTeamteam/3/Wang%20Lab')
    expect(countedPage(`/${'x'.repeat(400)}`)).toHaveLength(200)
  })
})
