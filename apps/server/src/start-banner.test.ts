import { describe, expect, it } from 'vitest'
import { startAddresses, startBanner } from './start-banner.js'

describe('the start banner', () => {
  it('names the site and the console, a wildcard host as localhost', () => {
    expect(startAddresses('0.0.0.0', 3000)).toEqual({ site: 'http://localhost:3000/', console: 'http://localhost:3000/console/' })
    expect(startBanner('127.0.0.1', 8080)).toBe('site at http://127.0.0.1:8080/ — staff console at http://127.0.0.1:8080/console/')
  })

  it('puts an IPv6 address in brackets', () => {
    expect(startAddresses('::1', 3000).console).toBe('http://[::1]:3000/console/')
  })
})
