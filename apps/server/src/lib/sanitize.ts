import { API } from '@ibr/contract'
import sanitizeHtml from 'sanitize-html'

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
  return sanitizeHtml(html, OPTIONS) as SafeHtml
}
