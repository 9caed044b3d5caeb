/** The words of a piece of rich text, blocks on lines of their own: what a word diff compares, without the markup. */
export function htmlText(html: string): string {
  if (!html) return ''
  const body = new DOMParser().parseFromString(html.replace(/<\/(p|div|h[1-6]|li|tr|blockquote)>|<br\s*\/?>/gi, '$&\n'), 'text/html').body
  return (body.textContent ?? '').replace(/\n{2,}/g, '\n').trim()
}
