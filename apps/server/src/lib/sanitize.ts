import sanitizeHtml from 'sanitize-html'

/**
 * The HTML a body may carry: text structure, links, images from the site's own file routes, and
 * tables. Scripts, styles, event handlers and foreign images are removed at write time, so every
 * reader gets the same safe markup.
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
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/file\/image\/[A-Za-z0-9_-]{22}$/.test(frame.attribs.src ?? ''),
  transformTags: {
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
