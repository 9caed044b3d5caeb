import type { ImageItem } from '@ibr/contract'
import { currentLang } from '../../i18n'

/**
 * The banners the server wrote into the page (`<script type="application/json" id="home-banners">`),
 * in this page's language; null when absent or unreadable (then the carousel asks the API).
 * Read once: a later visit to home within the same page load asks the API for fresh ones.
 */
let unread = true
export function takeInitialBanners(): ImageItem[] | null {
  if (!unread || typeof document === 'undefined') return null
  unread = false
  try {
    const data = JSON.parse(document.getElementById('home-banners')?.textContent ?? 'null') as Record<string, unknown> | null
    const list = data?.[currentLang]
    return Array.isArray(list) && list.length > 0 ? (list as ImageItem[]) : null
  } catch {
    return null
  }
}
