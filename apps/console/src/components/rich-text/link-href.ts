import { isSafeHref } from './media-src'

/**
 * The address typed in the link dialog, completed the way people write them (example.org,
 * name@example.org, +86 10 1234 5678) and checked against what the public site keeps; null when it
 * is not a web, e-mail or telephone address.
 */
export function normaliseHref(typed: string): string | null {
  const text = typed.trim()
  if (text === '') return null
  let href: string
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) href = text
  else if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) href = `mailto:${text}`
  else if (/^\+?[\d\s().-]{5,}$/.test(text)) href = `tel:${text.replace(/[\s().-]/g, '')}`
  else href = `https://${text}`
  return isSafeHref(href) ? href : null
}
