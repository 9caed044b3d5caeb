import { API } from '@ibr/contract'
import { closeRawTextElements } from '@ibr/contract/staff'
import type sanitizeHtml from 'sanitize-html'
import { badRequest } from '../http/app-error.js'
import { onFirstUse } from './load-on-first-use.js'
import { takeAhead, type KeptOrLost } from './sanitize-ahead.js'

// Loaded by the first write of rich text: a reading instance never parses HTML.
const sanitizer = onFirstUse<typeof sanitizeHtml>('sanitize-html')

const FILE_ID = '[A-Za-z0-9_-]{22}'
/** An image of the media library: `/file/image/<id>`. */
const LIBRARY_IMAGE = new RegExp(`^${API.fileImage}${FILE_ID}$`)
/** A video of the media library, played in the page (the download route answers it with ranges). */
const LIBRARY_VIDEO = new RegExp(`^${API.fileDownload}${FILE_ID}\\?inline=1$`)

/**
 * The HTML a body may carry: text structure, links, images and videos from the site's own media
 * library, and tables. Scripts, styles, event handlers and foreign media are removed at write time,
 * so every reader gets the same safe markup.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'video',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'span',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    video: ['src', 'poster', 'controls'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [], video: [] },
  allowProtocolRelative: false,
  // A medium from anywhere else goes whole, with what it wraps (a video's fallback, its <source>s).
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !LIBRARY_IMAGE.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'video' && !LIBRARY_VIDEO.test(frame.attribs.src ?? '')),
  transformTags: {
    // A video always shows its controls (nothing plays by itself); its poster is a library image or none.
    video: (tagName, { src = '', poster }) => ({
      tagName,
      attribs: { src, ...(poster !== undefined && LIBRARY_IMAGE.test(poster) ? { poster } : {}), controls: '' },
    }),
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/.test(attribs.href ?? '') ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

declare const safeHtml: unique symbol
/**
 * HTML that went through sanitize(). The rich-text columns (db/schema.ts) accept nothing else, so a
 * write that skips the sanitiser, on any path, does not compile.
 */
export type SafeHtml = string & { readonly [safeHtml]: true }

export function sanitize(html: string): SafeHtml {
  return sanitizer()(html, OPTIONS) as SafeHtml
}

/**
 * Safe HTML whose library images with an empty alt take the alt text the library gives them, so
 * an image placed before its alt text was written still reads out on the public page.
 */
export function withLibraryAlt(html: SafeHtml, altOf: (fileId: string) => string | undefined): SafeHtml {
  // Without an image there is nothing to fill: a long body is not parsed again (an approval holds the event loop).
  if (!html.includes('<img')) return html
  const fileIdOf = (src: string) => (LIBRARY_IMAGE.test(src) ? src.slice(API.fileImage.length) : undefined)
  return sanitizer()(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const id = fileIdOf(attribs.src ?? '')
        const alt = id === undefined ? undefined : altOf(id)
        return { tagName, attribs: (attribs.alt ?? '').trim() === '' && alt ? { ...attribs, alt } : attribs }
      },
    },
  }) as SafeHtml
}

/** The text a reader sees in some HTML, without its markup, as words. */
const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  // Not shown to a reader: leaving them out of a body is cleaning, not losing text.
  nonTextTags: ['script', 'style', 'noscript', 'title', 'head'],
}
const SNIPPET = 60

/** The text a reader sees in some HTML; every tag a space, so blocks do not run together. */
const textOf = (html: string) => sanitizer()(html.replace(/</g, ' <'), TEXT_ONLY).replace(/&nbsp;/g, ' ')

/**
 * The text a reader would see in `before` that is missing from `after`, as short runs in their
 * order. The sanitiser only removes, so what is left is a subsequence of what was given: walking
 * both, unit by unit, whitespace aside (it moves with the markup), finds what went. `kept` has no
 * whitespace, so a space never matches and stays in its run without a test of its own.
 */
export function removedText(before: string, after: string): string[] {
  const given = textOf(before)
  const left = textOf(after)
  // The common case, a body with nothing to remove but markup: no walk.
  if (given === left) return []
  const kept = left.replace(/\s+/g, '')
  const runs: string[] = []
  const add = (run: string) => {
    if (run.trim()) runs.push(run.replace(/\s+/g, ' ').trim())
  }
  let k = 0
  let start = 0
  for (let i = 0; i < given.length; i += 1) {
    if (kept.charCodeAt(k) === given.charCodeAt(i)) {
      k += 1
      add(given.slice(start, i))
      start = i + 1
    }
  }
  add(given.slice(start))
  return runs.map((text) => (text.length > SNIPPET ? `${text.slice(0, SNIPPET)}...` : text))
}

/** Elements whose content the parser reads as plain text up to their end tag (or to the end, when there is none). */
const RAW_TEXT_ELEMENTS = [
  'script',
  'style',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'template',
  'textarea',
  'title',
  'xmp',
  'noscript',
]
/** An element's open tags as the parser reads them: the name ends at a space, `/` or `>` (`<scripts>` is another element). */
const openTag = (names: string) => new RegExp(`<(${names})(?=[\\s/>])[^>]*>`, 'gi')
/** An element's end tags as the parser reads them: `</script>` or `</script >`, never `</scripts>`, which is the script's text. */
const endTag = (name: string) => new RegExp(`</${name}(?=[\\s/>])`, 'gi')

/**
 * Where an element's next tag (`pattern`) stands at or after a position, for a scan that only moves
 * forward: each element's tags are searched for once, however many of its open tags the scan meets.
 */
function tagFinder(html: string, pattern: (name: string) => RegExp) {
  const found = new Map<string, { search: RegExp; at: number }>()
  return (name: string, from: number): number => {
    let next = found.get(name)
    if (!next) found.set(name, (next = { search: pattern(name), at: -2 }))
    if (next.at === -2 || (next.at !== -1 && next.at < from)) {
      next.search.lastIndex = from
      next.at = next.search.exec(html)?.index ?? -1
    }
    return next.at
  }
}

/**
 * The HTML as a reader would have meant it: the open tag of a raw-text element left open is left out,
 * so what it swallowed counts as text. Left open means no end tag after it, or another of its kind
 * opened before the end tag (the person forgot this one's, and the parser would take the later one's
 * as its own, the text between as code). A closed one's content (a script's code) is not text.
 */
export function withUnclosedAsText(html: string): string {
  const nextEnd = tagFinder(html, endTag)
  const nextOpen = tagFinder(html, openTag)
  const opens = openTag(RAW_TEXT_ELEMENTS.join('|'))
  let out = ''
  let from = 0
  for (let open = opens.exec(html); open; open = opens.exec(html)) {
    const name = open[1]!.toLowerCase()
    const start = open.index + open[0].length
    const end = name === 'plaintext' ? -1 : nextEnd(name, start)
    const reopened = end !== -1 && nextOpen(name, start) !== -1 && nextOpen(name, start) < end
    if (end !== -1 && !reopened) {
      // Closed: what it holds up to its end tag is its code, with no tag in it.
      opens.lastIndex = end
      continue
    }
    out += html.slice(from, open.index)
    from = start
  }
  return out + html.slice(from)
}

/**
 * Rich text sanitised for storing, or the text a reader would see that the cleaning would remove.
 * Pure: run inline, or in the sanitiser's worker for a long text (sanitize-ahead.ts).
 */
export function keptOrLost(html: string): KeptOrLost {
  const closed = closeRawTextElements(html)
  const clean = sanitize(closed)
  const lost = removedText(withUnclosedAsText(closed), clean)
  return lost.length > 0 ? { lost } : { clean }
}

/**
 * Rich text a person sent, sanitised for storing, refused instead when the cleaning would remove
 * text a reader would see and not only markup (a video from another site with its fallback, a
 * form's text, the rest of the text after a <script> left open): the answer names what would go
 * and the field, and nothing is saved, so the person decides. An element left open
 * (closeRawTextElements) is closed first where it can be, which keeps what it swallowed. A long text
 * given to sanitizeAhead() first was cleaned off the event loop: its result is taken here.
 */
export function sanitizeKeepingText(html: string, field: string): SafeHtml {
  const result = takeAhead(html) ?? keptOrLost(html)
  if ('lost' in result) throw badRequest('content.textRemoved', { text: result.lost.slice(0, 3).join(' / ') }, field)
  return result.clean as SafeHtml
}
