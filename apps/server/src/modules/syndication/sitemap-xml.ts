import type { Lang } from '@ibr/contract'
import { xmlText } from './xml-text.js'

export interface SitemapEntry {
  /** The share address in each language. */
  urls: Record<Lang, string>
  lastmod: Date
}

/**
 * The sitemaps.org protocol with hreflang alternates (xhtml:link): each language's address listed
 * once, each naming both.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) =>
    (['zh', 'en'] as const).map(
      (lang) => `  <url>
    <loc>${xmlText(entry.urls[lang])}</loc>
    <lastmod>${entry.lastmod.toISOString()}</lastmod>
    <xhtml:link rel="alternate" hreflang="zh" href="${xmlText(entry.urls.zh)}"/>
    <xhtml:link rel="alternate" hreflang="en" href="${xmlText(entry.urls.en)}"/>
  </url>`,
    ),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}
