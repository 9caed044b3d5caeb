import Link from '@tiptap/extension-link'
import { isSafeHref } from './media-src'

/**
 * Links to the web, e-mail and telephone only. A web link opens in a new tab with
 * `rel="noopener noreferrer"`, which is what the public sanitiser writes on it anyway; other links
 * carry nothing but their address. The address is the only thing stored.
 */
export const SafeLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (a) => a.getAttribute('href') } }
  },
  renderHTML({ mark }) {
    const href = String(mark.attrs.href ?? '')
    return ['a', /^https?:/i.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href }, 0]
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  HTMLAttributes: {},
  isAllowedUri: (url) => isSafeHref(url),
})
