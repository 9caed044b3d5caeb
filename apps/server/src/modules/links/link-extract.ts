import type sanitizeHtml from 'sanitize-html'
import { onFirstUse } from '../../lib/load-on-first-use.js'

// Loaded by the first check: an instance that never checks links never parses HTML for them.
const parser = onFirstUse<typeof sanitizeHtml>('sanitize-html')

/** One link or embedded picture of a text: where it points and what a reader sees of it. */
export interface FoundLink {
  kind: 'link' | 'image'
  target: string
  /** The link's text, or the picture's alt text. */
  text: string
}

const TEXT_MAX = 300
const tidy = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, TEXT_MAX)

/**
 * Every `<a href>`, `<img src>` and `<video src>` of a stored (already sanitised) rich text, in
 * document order. Addresses the checker has nothing to say about (mail, telephone, in-page anchors)
 * are left out here.
 */
export function linksOfHtml(html: string): FoundLink[] {
  if (!html || !/<(a|img|video|source)\b/i.test(html)) return []
  const found: FoundLink[] = []
  parser()(html, {
    allowedTags: false,
    allowedAttributes: false,
    // The output is thrown away: only the walk over the tags is wanted, so no tag is dangerous here.
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      const { tag, attribs } = frame
      if (tag === 'a' && attribs.href) found.push({ kind: 'link', target: attribs.href, text: tidy(frame.text) })
      else if (tag === 'img' && attribs.src) found.push({ kind: 'image', target: attribs.src, text: tidy(attribs.alt ?? '') })
      else if ((tag === 'video' || tag === 'source') && attribs.src) found.push({ kind: 'image', target: attribs.src, text: '' })
      return false
    },
  })
  return found.filter((link) => isCheckable(link.target))
}

/** Whether an address is one the checker looks at: a web address, or a path or hash route of this site. */
export function isCheckable(target: string): boolean {
  const t = target.trim()
  if (t === '') return false
  if (t.startsWith('#')) return t.startsWith('#/')
  return !/^(mailto|tel|javascript|data):/i.test(t)
}
