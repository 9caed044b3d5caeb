import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pageSecurityPolicy } from '../../http/security-headers.js'
import { message } from '../../i18n/messages.js'
import { BANNER_SIZES, imageSources, sectionTemplates, type ImageItem, type SiteSettings } from '@ibr/contract'

const SETTINGS_ELEMENT = /<script type="application\/json" id="site-settings">[^<]*<\/script>/

/** The home page's banners in both languages, written into the page so the first one paints without a round trip. */
export interface HomeBanners {
  zh: ImageItem[]
  en: ImageItem[]
}

// JSON inside a script element must not contain "<" (a "</script>" would end the element).
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

const ROOT_ELEMENT = '<div id="root"></div>'
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/
/** Above this the entry's stylesheet stays a file of its own (cached across visits) rather than in the page. */
const INLINE_CSS_MAX = 8 * 1024

/**
 * The entry's stylesheet (apps/web/src/boot.ts: the base styles and the banner's box, ~2 KB) written
 * into the page, so the banner paints with the HTML alone instead of after one more request. The
 * app's own styles come with its script.
 */
function inlineEntryStyles(html: string, dist: string): string {
  const link = STYLESHEET.exec(html)
  const file = link?.[1] && join(dist, link[1])
  if (!link || !file || !existsSync(file)) return html
  const css = readFileSync(file, 'utf8')
  if (css.length > INLINE_CSS_MAX || css.includes('</')) return html
  return html.replace(link[0], () => `<style>${css}</style>`)
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/(assets\/[\w.-]+\.js)"><\/script>/
/** Above this the entry stays a file of its own; Vite's entry is ~4 KB (1.7 KB gzipped). */
const INLINE_JS_MAX = 8 * 1024
/** A file the entry names relative to itself (`import(\`./react-runtime-….js\`)`): one in the assets folder. */
const RELATIVE_FILE = /(["'`])\.\/([\w.-]+\.\w+)\1/g

/**
 * The entry (apps/web/src/boot.ts: the language, the wait for the banner, the app's import) written
 * into the page, so that on the home page no script is requested before the banner has painted
 * (Lighthouse's simulated phone chains a script's request to the task that parsed the page, so a
 * `<script src>` made the banner wait for a round trip; docs/benchmarks.md, seventh pass). The
 * app's chunks still import what Vite keeps in the entry (the language, its preload helper) from
 * the file, which the entry preloads beside React's chunk (vite.config.ts): the file runs once more
 * then, and its start finds the app already imported. The page's Content-Security-Policy names the
 * inline text by its hash. The entry names files relative to itself: in the page they name the
 * assets folder, so they resolve the same from the page's address (Vite's preload helper resolves
 * against `import.meta`, the page's address once inline; the files it is given start with "/").
 * Anything unexpected (a large entry, a relative name of no file there, text that would end the
 * element or that the page's later replacements look for) leaves the script a file.
 */
function inlineEntryScript(html: string, dist: string): { html: string; hashes: string[] } {
  const tag = ENTRY_SCRIPT.exec(html)
  const file = tag?.[1] && join(dist, tag[1])
  if (!tag || !file || !existsSync(file)) return { html, hashes: [] }
  const source = readFileSync(file, 'utf8')
  // Text the page's later replacements look for (`</head>`, the root element) must not be in it, nor
  // characters a browser changes before hashing (carriage returns, NUL).
  if (source.length > INLINE_JS_MAX || /<\/script|<!--|<\/head|<div id="root"|[\r\0]/i.test(source)) return { html, hashes: [] }
  let unknown = false
  const js = source.replace(RELATIVE_FILE, (_match, quote: string, name: string) => {
    if (!existsSync(join(dirname(file), name))) unknown = true
    return `${quote}/assets/${name}${quote}`
  })
  if (unknown) return { html, hashes: [] }
  const hash = `sha256-${createHash('sha256').update(js).digest('base64')}`
  return { html: html.replace(tag[0], () => `<script type="module">${js}</script>`), hashes: [hash] }
}

/**
 * The first banner as plain HTML inside the app's root element, so it paints before the script has
 * arrived and run. It shows only on the home page: its id is the home route's hash, so the
 * stylesheet's `:target` rule (banner-carousel.module.css) shows it at `#/home` and nowhere else.
 * React replaces the root's content on its first render with the carousel, whose first image has
 * the same srcset and sizes: the browser shows the copy it already has. The alt is empty: it is a
 * placeholder for a moment, and the visitor's language (kept in the browser) is not known here.
 */
function bootBanner(first: ImageItem, sources: { src: string; srcSet: string }) {
  return (
    `<div id="/home" class="boot-home"><img class="boot-banner" src="${attr(sources.src)}" srcset="${attr(sources.srcSet)}" ` +
    `sizes="${attr(BANNER_SIZES)}" width="${first.width}" height="${first.height}" alt="" fetchpriority="high"></div>`
  )
}

/**
 * Feed autodiscovery: the general news and research progress feeds and the academic
 * events calendar, in both languages. The page serves both languages, so it names both; readers offer
 * the one their user picks.
 */
function feedLinks(product: string): string {
  const { news, research } = sectionTemplates(product)
  const feeds = [
    [`${news}news`, message('feed.newsTitle')],
    [`${research}paper`, message('feed.researchTitle')],
  ] as const
  const site = message('share.siteName')
  return [
    ...feeds.flatMap(([key, title]) =>
      (['zh', 'en'] as const).map(
        (lang) =>
          `<link rel="alternate" type="application/rss+xml" hreflang="${lang}" title="${attr(title[lang])}" href="/feed/${key}.${lang}.rss">`,
      ),
    ),
    ...(['zh', 'en'] as const).map(
      (lang) =>
        `<link rel="alternate" type="text/calendar" hreflang="${lang}" title="${attr(message('ics.eventsName', { site: site[lang] })[lang])}" href="/feed/events.${lang}.ics">`,
    ),
  ].join('')
}

/**
 * The site's index.html with the public settings and, when known, the home banners written in:
 * the first banner as an image in the page when both languages open with the same picture,
 * otherwise a preload hint for the Chinese one, so the browser fetches it beside the scripts.
 */
export function siteIndex(indexPath: string) {
  const built = readFileSync(indexPath, 'utf8')
  if (!SETTINGS_ELEMENT.test(built)) throw new Error(`${indexPath} has no site-settings element; rebuild the web app`)
  const { html: template, hashes } = inlineEntryScript(built, dirname(indexPath))
  /** The page's Content-Security-Policy: the common one, with the entry's hash when it is in the page. */
  const securityPolicy = pageSecurityPolicy(hashes)
  let last: { key: string; html: string; gzip: Buffer; securityPolicy: string } | undefined

  /** The page with these settings (the environment's with the console's over them) and banners. */
  return function render(settings: SiteSettings, banners: HomeBanners | null) {
    const settingsJson = scriptJson(settings)
    const key = `${settingsJson}\n${banners ? JSON.stringify(banners) : ''}`
    if (last?.key === key) return last
    let html = template
      .replace(SETTINGS_ELEMENT, () => `<script type="application/json" id="site-settings">${settingsJson}</script>`)
      .replace('</head>', () => `${feedLinks(settings.product)}</head>`)
    if (banners) {
      const first = banners.zh[0]
      const sources = first && imageSources(first.url, first.width || undefined)
      const shared =
        first && sources && first.width > 0 && first.height > 0 && banners.en[0]?.url === first.url && html.includes(ROOT_ELEMENT)
      if (shared) {
        // The page paints from its HTML now: an entry left a file need not outrank the banner and the stylesheet.
        html = inlineEntryStyles(html, dirname(indexPath))
          .replace(ROOT_ELEMENT, () => `<div id="root">${bootBanner(first, sources)}</div>`)
          .replace('<script type="module" crossorigin src=', '<script type="module" fetchpriority="low" crossorigin src=')
      }
      const preload =
        sources && !shared
          ? `<link rel="preload" as="image" href="${attr(sources.src)}" imagesrcset="${attr(sources.srcSet)}" imagesizes="${attr(BANNER_SIZES)}" fetchpriority="high">`
          : ''
      // A function, so a "$&" or "$`" in a banner's title is written as it is, not as a replacement pattern.
      html = html.replace(
        '</head>',
        () => `${preload}<script type="application/json" id="home-banners">${scriptJson(banners)}</script></head>`,
      )
    }
    last = { key, html, gzip: gzipSync(html, { level: 9 }), securityPolicy }
    return last
  }
}
