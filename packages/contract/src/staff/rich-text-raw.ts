/*
 * Rich text pasted or sent from elsewhere may hold an element whose content the HTML parser reads as
 * plain text up to its closing tag. One left open (a web page cut mid-way, a broken e-mail) turns
 * the whole rest of the text into its content, which a cleaner then removes with it. The console's
 * paste and the server's save both close such an element where the content starts, so the text
 * is kept rather than lost.
 */

/**
 * The elements concerned (<plaintext> too: it has no end tag, so its open tag is dropped instead).
 * Not <script>, whose code may hold `<b` and the like: the server refuses text one left open would
 * swallow (sanitize.ts), naming it.
 */
const RAW_TEXT_OPEN = /<(style|title|textarea|noscript|xmp|noembed|noframes|plaintext)\b[^>]*>/gi
/** A tag of a page's content inside such an element: it was never closed. */
const SWALLOWED =
  /<\/?(?:p|div|span|h[1-6]|table|tr|td|th|ul|ol|li|br|head|body|html|b|i|u|strong|em|a|img|section|article|blockquote|font)\b/i
/** Where the element's next end tag is, as the parser reads one (`</style>`, `</style >`; `</styles>` is its text), or -1. */
function endTagAt(lower: string, tag: string, start: number): number {
  const end = new RegExp(`</${tag}(?=[\\s/>])`, 'g')
  end.lastIndex = start
  return end.exec(lower)?.index ?? -1
}

/** Closes each element left open (RAW_TEXT_OPEN) where the content it swallowed starts. */
export function closeRawTextElements(html: string): string {
  const lower = html.toLowerCase()
  // Each element's next end tag, kept while ahead of the scan: one pass over the text, however many open tags.
  const nextClose = new Map<string, number>()
  const closeAfter = (tag: string, start: number) => {
    let at = nextClose.get(tag)
    if (at === undefined || (at !== -1 && at < start)) {
      at = endTagAt(lower, tag, start)
      nextClose.set(tag, at)
    }
    return at
  }
  let out = ''
  let from = 0
  RAW_TEXT_OPEN.lastIndex = 0
  for (let match = RAW_TEXT_OPEN.exec(html); match; match = RAW_TEXT_OPEN.exec(html)) {
    const tag = match[1]!.toLowerCase()
    const start = match.index + match[0].length
    if (tag === 'plaintext') {
      out += html.slice(from, match.index)
      from = start
      continue
    }
    const close = closeAfter(tag, start)
    const end = close === -1 ? html.length : close
    const swallowed = html.slice(start, end).search(SWALLOWED)
    if (swallowed === -1) {
      RAW_TEXT_OPEN.lastIndex = end
      continue
    }
    out += `${html.slice(from, start + swallowed)}</${tag}>`
    from = start + swallowed
    RAW_TEXT_OPEN.lastIndex = from
  }
  return out + html.slice(from)
}
