import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { BANNER_SIZES, imageSources, type ImageItem, type SiteSettings } from '@ibr/contract'

const SETTINGS_ELEMENT = /<script type="application\/json" id="site-settings">[^<]*<\/script>/

/** The home page's banners in both languages, written into the page so the first one paints without a round trip. */
export interface HomeBanners {
  zh: ImageItem[]
  en: ImageItem[]
}

// JSON inside a script element must not contain "<" (a "</script>" would end the element).
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * The site's index.html with the public settings and, when known, the home banners written in,
 * plus a preload hint for the first banner so the browser fetches it beside the scripts.
 */
export function siteIndex(indexPath: string, settings: SiteSettings) {
  const template = readFileSync(indexPath, 'utf8')
  if (!SETTINGS_ELEMENT.test(template)) throw new Error(`${indexPath} has no site-settings element; rebuild the web app`)
  const base = template.replace(SETTINGS_ELEMENT, `<script type="application/json" id="site-settings">${scriptJson(settings)}</script>`)
  let last: { key: string; html: string; gzip: Buffer } | undefined

  return function render(banners: HomeBanners | null) {
    const key = banners ? JSON.stringify(banners) : ''
    if (last?.key === key) return last
    let html = base
    if (banners) {
      const first = banners.zh[0]
      const sources = first && imageSources(first.url, first.width || undefined)
      const preload = sources
        ? `<link rel="preload" as="image" href="${attr(sources.src)}" imagesrcset="${attr(sources.srcSet)}" imagesizes="${attr(BANNER_SIZES)}" fetchpriority="high">`
        : ''
      html = html.replace('</head>', `${preload}<script type="application/json" id="home-banners">${scriptJson(banners)}</script></head>`)
    }
    last = { key, html, gzip: gzipSync(html, { level: 9 }) }
    return last
  }
}
