import { DEFAULT_PRODUCT } from '@ibr/contract/templates'

/**
 * The public settings the server writes into index.html (`<script type="application/json"
 * id="site-settings">`), so addresses change with the server's environment, not with a rebuild.
 * Missing or malformed values fall back to the defaults below; the page never fails on them.
 */
export interface SiteSettings {
  product: string
  webmailUrl: string
  oaUrl: string
  ssoLoginUrl: string
  microblogUrl: string
  videoSiteUrl: string
  shortVideoUrl: string
  contactPhone: string
  contactEmail: string
}

export const DEFAULT_SETTINGS: SiteSettings = {
  product: DEFAULT_PRODUCT,
  webmailUrl: 'https://mail.example.org/',
  oaUrl: 'https://oa.example.org/',
  ssoLoginUrl: 'https://sso.example.org/login',
  microblogUrl: 'https://weibo.example.org/ibr',
  videoSiteUrl: 'https://video.example.org/ibr',
  shortVideoUrl: 'https://short-video.example.org/ibr',
  contactPhone: '010-00000000',
  contactEmail: 'office@ibr.example.org',
}

export function parseSettings(json: string | null | undefined): SiteSettings {
  let raw: unknown
  try {
    raw = JSON.parse(json ?? '')
  } catch {
    return DEFAULT_SETTINGS
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SETTINGS
  const given = raw as Record<string, unknown>
  const settings = { ...DEFAULT_SETTINGS }
  for (const key of Object.keys(settings) as (keyof SiteSettings)[]) {
    const value = given[key]
    if (typeof value !== 'string' || value.trim() === '') continue
    // An address that is not http(s) (javascript:, data:) never reaches a link.
    if (key.endsWith('Url') && !/^https?:\/\//i.test(value)) continue
    settings[key] = value
  }
  return settings
}

export const settings: SiteSettings = parseSettings(
  typeof document === 'undefined' ? null : document.getElementById('site-settings')?.textContent,
)
