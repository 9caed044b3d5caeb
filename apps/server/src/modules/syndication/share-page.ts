import type { ArticleDetail, Lang } from '@ibr/contract'
import { citationTags, structuredData, type ShareContext } from './structured-data.js'
import { plainTextOf } from '../../lib/plain-text.js'
import { shorten, xmlText } from './xml-text.js'

/** What a share page shows of an item, whatever its kind. */
export interface ShareContent {
  title: string
  description: string
  /** Date, source, authors…: one line under the title. */
  byline: string[]
  /** The item's text, sanitised HTML (written as is). */
  body: string
  imageAlt: string
  untranslated: boolean
  /** schema.org data. */
  data: Record<string, unknown>
  /** Extra `<meta name>` tags, e.g. a paper's citation tags. */
  meta: [string, string][]
  ogType: 'article' | 'website'
}

/** An article's share content: its text, schema.org data by kind and, for a paper, the citation tags. */
export function articleShare(item: ArticleDetail, ctx: ShareContext): ShareContent {
  return {
    title: item.title,
    description: shorten(item.subTitle || plainTextOf(item.body), 200),
    byline: [item.createTime, item.source, item.authors, item.journal].filter((v) => v).map((v) => String(v)),
    body: item.body,
    imageAlt: item.pictureAlt || item.title,
    untranslated: item.untranslated,
    data: structuredData(item, ctx),
    meta: citationTags(item),
    ogType: 'article',
  }
}

/**
 * The share picture: the 1.91:1 shape social sites show (their 1200×630), cut around the focal point
 * staff set, at the served width nearest above 1200. Its size is not stated: an image narrower than
 * that is never enlarged, so the copy's size is known only once it is made.
 */
export const SHARE_IMAGE_QUERY = 'w=1280&ratio=1.91x1'

export interface SharePageInput extends ShareContext {
  content: ShareContent
  /** The share address in each language, for the alternates. */
  alternates: Record<Lang, string>
  /** Where a person goes on: the site's own detail page. */
  appPath: string
  texts: { open: string; untranslated: string }
}

const ogLocale = (lang: Lang) => (lang === 'zh' ? 'zh_CN' : 'en_US')

/** JSON inside a script element: `<` written as its escape, so no text can close the element. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * An item's share page: real HTML with its title, summary and text, so crawlers and chat apps read
 * it without running scripts; Open Graph and Twitter card tags, canonical and hreflang alternates,
 * schema.org data and, for a paper, citation tags. Its one script (same origin, as the policy asks)
 * takes a person on to the site's detail page in the page's language.
 */
export function sharePage(input: SharePageInput): string {
  const { content: item, lang } = input
  const { description } = item
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${xmlText(value)}">`
  const other: Lang = lang === 'zh' ? 'en' : 'zh'
  const tags = [
    `<title>${xmlText(item.title)} · ${xmlText(input.siteName)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${xmlText(input.url)}">`,
    `<link rel="alternate" hreflang="zh" href="${xmlText(input.alternates.zh)}">`,
    `<link rel="alternate" hreflang="en" href="${xmlText(input.alternates.en)}">`,
    `<link rel="alternate" hreflang="x-default" href="${xmlText(input.alternates.zh)}">`,
    meta('property', 'og:type', item.ogType),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:title', item.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', input.url),
    meta('property', 'og:locale', ogLocale(lang)),
    meta('property', 'og:locale:alternate', ogLocale(other)),
    ...(input.image ? [meta('property', 'og:image', input.image), meta('property', 'og:image:alt', item.imageAlt)] : []),
    meta('name', 'twitter:card', input.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', item.title),
    meta('name', 'twitter:description', description),
    ...(input.image ? [meta('name', 'twitter:image', input.image)] : []),
    ...item.meta.map(([name, value]) => meta('name', name, value)),
    `<script type="application/ld+json">${jsonInHtml(item.data)}</script>`,
    `<script src="/s/open.js" defer></script>`,
  ]
  const byline = item.byline.map((v) => xmlText(v))
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}" data-app-path="${xmlText(input.appPath)}" data-lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${tags.join('\n')}
<style>body{font:16px/1.7 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}img{max-width:100%;height:auto}</style>
</head>
<body>
<main>
<article>
<h1>${xmlText(item.title)}</h1>
<p>${byline.join(' · ')}</p>
${item.untranslated ? `<p>${xmlText(input.texts.untranslated)}</p>` : ''}
${item.body}
</article>
<p><a href="${xmlText(input.appPath)}">${xmlText(input.texts.open)}</a></p>
</main>
</body>
</html>
`
}

/** The local-storage key the site keeps its language under (packages/ui lang-storage.ts), so a shared link opens in the language its reader chose. */
const SITE_LANG_KEY = 'local'

/**
 * The share page's script: remembers the page's language as the site's own choice and opens the
 * site's detail page in its place (a person never stays on the bare page; a crawler never runs it).
 */
export const SHARE_OPEN_SCRIPT = `(function () {
  var root = document.documentElement
  var path = root.getAttribute('data-app-path')
  if (!path) return
  try { localStorage.setItem(${JSON.stringify(SITE_LANG_KEY)}, root.getAttribute('data-lang') || 'zh') } catch (e) {}
  location.replace(path)
})()
`
