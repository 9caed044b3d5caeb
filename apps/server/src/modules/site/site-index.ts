import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { SiteSettings } from '@ibr/contract'

const SETTINGS_ELEMENT = /<script type="application\/json" id="site-settings">[^<]*<\/script>/

/**
 * The site's index.html with the public settings written in, built once at start. JSON inside a
 * script element must not contain "<" (a "</script>" would end it), so it is escaped.
 */
export function siteIndex(indexPath: string, settings: SiteSettings) {
  const template = readFileSync(indexPath, 'utf8')
  if (!SETTINGS_ELEMENT.test(template)) throw new Error(`${indexPath} has no site-settings element; rebuild the web app`)
  const json = JSON.stringify(settings).replace(/</g, '\\u003c')
  const html = template.replace(SETTINGS_ELEMENT, `<script type="application/json" id="site-settings">${json}</script>`)
  return { html, gzip: gzipSync(html, { level: 9 }) }
}
