import { isSiteImageSrc, isWebAddress, SITE_SETTINGS_DEFAULTS, SITE_SETTINGS_ENV, type SiteSettings } from '@ibr/contract'
import type { Env } from './env-readers.js'

/** The public site's settings: the defaults, each overridden by its variable when set and valid. */
export function siteSettings(env: Env, product: string, problems: string[]): SiteSettings {
  const site: SiteSettings = { ...SITE_SETTINGS_DEFAULTS, product }
  for (const key of Object.keys(SITE_SETTINGS_ENV) as (keyof typeof SITE_SETTINGS_ENV)[]) {
    const name = SITE_SETTINGS_ENV[key]
    const value = env[name]
    if (key === 'product' || value === undefined || value === '') continue
    if (key.endsWith('Url') && !isWebAddress(value)) problems.push(`${name} must be an http:// or https:// address, got "${value}"`)
    else if (key.endsWith('Src') && !isWebAddress(value) && !isSiteImageSrc(value))
      problems.push(`${name} must be an http(s) address or /file/image/{id}, got "${value}"`)
    else site[key] = value
  }
  return site
}
