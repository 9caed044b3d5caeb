import { sanitize, type SafeHtml } from '../../lib/sanitize.js'
import type { Random } from './random.js'

/**
 * Bilingual text helpers. Every piece of demo text is written as a zh/en pair at the same moment, so
 * the two languages always say the same thing; bodies are assembled from such pairs.
 */
export interface Bi {
  zh: string
  en: string
}

export const bi = (zh: string, en: string): Bi => ({ zh, en })

/** Concatenates pairs language by language. */
export function cat(...parts: (Bi | false | undefined)[]): Bi {
  const kept = parts.filter((p): p is Bi => Boolean(p))
  return { zh: kept.map((p) => p.zh).join(''), en: kept.map((p) => p.en).join('') }
}

/** Applies a function to both languages. */
export const map = (text: Bi, f: (s: string, lang: 'zh' | 'en') => string): Bi => ({ zh: f(text.zh, 'zh'), en: f(text.en, 'en') })

const wrap =
  (tag: string) =>
  (text: Bi): Bi =>
    map(text, (s) => `<${tag}>${s}</${tag}>`)
export const p = wrap('p')
export const h3 = wrap('h3')
export const strong = wrap('strong')

/** A paragraph, written as its two languages. */
export const para = (zh: string, en: string): Bi => p(bi(zh, en))

/** A part of a body under its own heading. */
export const section = (heading: Bi, ...parts: Bi[]): Bi => cat(h3(heading), ...parts)

export function ul(items: readonly Bi[], ordered = false): Bi {
  const tag = ordered ? 'ol' : 'ul'
  return map(cat(...items.map(wrap('li'))), (s) => `<${tag}>${s}</${tag}>`)
}

export function table(head: readonly Bi[], rows: readonly (readonly Bi[])[]): Bi {
  const th = cat(...head.map((h) => map(h, (s) => `<th scope="col">${s}</th>`)))
  const body = cat(...rows.map((row) => map(cat(...row.map(wrap('td'))), (s) => `<tr>${s}</tr>`)))
  return map(
    cat(
      map(th, (s) => `<thead><tr>${s}</tr></thead>`),
      map(body, (s) => `<tbody>${s}</tbody>`),
    ),
    (s) => `<table>${s}</table>`,
  )
}

/** An inline picture from the site's own file route (the sanitiser drops any other image). */
export function figure(fileId: string, caption: Bi): Bi {
  return map(caption, (s) => `<figure><img src="/file/image/${fileId}" alt="${s.replace(/"/g, '')}"><figcaption>${s}</figcaption></figure>`)
}

export function mail(address: string): Bi {
  const a = `<a href="mailto:${address}">${address}</a>`
  return { zh: a, en: a }
}

/** A pair with the same text in both languages (numbers, codes, addresses). */
export const same = (s: string): Bi => ({ zh: s, en: s })

/** Text without tags, for plain-text summaries. */
export const plain = (html: Bi): Bi =>
  map(html, (s) =>
    s
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )

/** Columns `${field}_zh` and `${field}_en` of a row. */
export function cols<F extends string>(field: F, text: Bi): Record<`${F}_zh` | `${F}_en`, string> {
  return { [`${field}_zh`]: text.zh, [`${field}_en`]: text.en } as Record<`${F}_zh` | `${F}_en`, string>
}

/** The `_zh` and `_en` columns of several fields at once: `{ title, body }` gives title_zh … body_en. */
export function textCols<F extends string>(texts: Record<F, Bi>): Record<`${F}_zh` | `${F}_en`, string> {
  return Object.assign({}, ...Object.entries<Bi>(texts).map(([field, text]) => cols(field, text))) as Record<`${F}_zh` | `${F}_en`, string>
}

/**
 * A rich-text column in both languages, through the site's sanitiser: the only kind of value the
 * schema lets a rich-text column take (SafeHtml).
 */
export function htmlCols<F extends string>(field: F, html: Bi): Record<`${F}_zh` | `${F}_en`, SafeHtml> {
  return { [`${field}_zh`]: sanitize(html.zh), [`${field}_en`]: sanitize(html.en) } as Record<`${F}_zh` | `${F}_en`, SafeHtml>
}

/** Picks one of several phrasings, so repeated templates do not read identically. */
export function vary(rng: Random, options: readonly Bi[]): Bi {
  return rng.pick(options)
}

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** A date written out the way each language writes it. */
export function dateText(y: number, m: number, d: number): Bi {
  return { zh: `${y}年${m}月${d}日`, en: `${d} ${EN_MONTHS[m - 1]} ${y}` }
}

/** "14:00" style time. */
export const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
