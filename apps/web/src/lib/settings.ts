import { currentLang } from '../i18n/lang'
import { isSiteImageSrc, isWebAddress, SITE_SETTINGS_DEFAULTS, type SiteSettings } from '@ibr/contract/site-settings'

/**
 * Reads the public settings the server wrote into index.html (`<script type="application/json"
 * id="site-settings">`). Missing or malformed values fall back to the defaults; the page never
 * fails on them.
 */
export function parseSettings(json: string | null | undefined): SiteSettings {
  let raw: unknown
  try {
    raw = JSON.parse(json ?? '')
  } catch {
    return SITE_SETTINGS_DEFAULTS
  }
  if (typeof raw !== 'object' || raw === null) return SITE_SETTINGS_DEFAULTS
  const given = raw as Record<string, unknown>
  const settings = { ...SITE_SETTINGS_DEFAULTS }
  const limit = given.uploadMaxBytes
  if (typeof limit === 'number' && Number.isSafeInteger(limit) && limit > 0) settings.uploadMaxBytes = limit
  for (const key of Object.keys(settings) as (keyof SiteSettings)[]) {
    if (key === 'uploadMaxBytes') continue
    const value = given[key]
    if (typeof value !== 'string' || value.trim() === '') continue
    if (key.endsWith('Url') && !isWebAddress(value)) continue
    if (key.endsWith('Src') && !isWebAddress(value) && !isSiteImageSrc(value)) continue
    if (key === 'timeZone' && !isKnownZone(value)) continue
    settings[key] = value
  }
  return settings
}

/**
 * Whether the browser knows the zone. The list of canonical names answers the usual case at once:
 * the first Intl.DateTimeFormat of a page loads the browser's date-format data (about 25 ms of a
 * phone's main thread ×4), which the home page never needs otherwise. An alias not in the list
 * ("Asia/Calcutta") is still accepted through the formatter.
 */
function isKnownZone(zone: string): boolean {
  if (typeof Intl.supportedValuesOf === 'function' && Intl.supportedValuesOf('timeZone').includes(zone)) return true
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export const settings: SiteSettings = parseSettings(
  typeof document === 'undefined' ? null : document.getElementById('site-settings')?.textContent,
)

/** A text saved in the console in both languages (the footer's), in the page's language, else the other; '' when neither. */
export const savedText = (zh: string, en: string): string => (currentLang === 'en' ? en || zh : zh || en)
