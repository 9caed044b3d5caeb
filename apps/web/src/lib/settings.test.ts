import { describe, expect, it } from 'vitest'
import { SITE_SETTINGS_DEFAULTS as DEFAULT_SETTINGS } from '@ibr/contract/site-settings'
import { parseSettings } from './settings'

describe('parseSettings', () => {
  it('takes the values the server wrote', () => {
    const s = parseSettings(JSON.stringify({ product: 'abc', ssoLoginUrl: 'https://login.test/cas' }))
    expect(s.product).toBe('abc')
    expect(s.ssoLoginUrl).toBe('https://login.test/cas')
    expect(s.webmailUrl).toBe(DEFAULT_SETTINGS.webmailUrl)
  })

  it('falls back to the defaults on missing or malformed settings', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS)
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS)
    expect(parseSettings('[1,2]').product).toBe(DEFAULT_SETTINGS.product)
    expect(parseSettings(JSON.stringify({ product: 7, oaUrl: '' }))).toEqual(DEFAULT_SETTINGS)
  })

  it('refuses addresses that are not http or https', () => {
    const s = parseSettings(JSON.stringify({ webmailUrl: 'javascript:alert(1)', oaUrl: 'data:text/html,x' }))
    expect(s.webmailUrl).toBe(DEFAULT_SETTINGS.webmailUrl)
    expect(s.oaUrl).toBe(DEFAULT_SETTINGS.oaUrl)
  })
})

describe('parseSettings time zone', () => {
  it('keeps a zone the browser knows, by its canonical name or an alias', () => {
    expect(parseSettings(JSON.stringify({ timeZone: 'Europe/Paris' })).timeZone).toBe('Europe/Paris')
    expect(parseSettings(JSON.stringify({ timeZone: 'Asia/Calcutta' })).timeZone).toBe('Asia/Calcutta')
  })

  it('falls back to the default for a zone the browser does not know', () => {
    expect(parseSettings(JSON.stringify({ timeZone: 'Mars/Olympus_Mons' })).timeZone).toBe(DEFAULT_SETTINGS.timeZone)
  })
})
