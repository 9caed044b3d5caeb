import { closeRawTextElements } from '@ibr/contract/staff-client'
import { isLibraryImageSrc, isLibraryVideoSrc, isSafeHref } from './media-src'
import { rebuildWordLists } from './word-lists'

/** What a paste keeps, and what it had to leave out. */
export interface CleanedPaste {
  html: string
  /** Images and videos not from the media library (a Word picture is a file:/// path no one can fetch). */
  droppedMedia: number
  /** Text a reader would have seen that the paste leaves out (a form's button or box, an embed's fallback), shortened. */
  droppedText: string[]
}

/** Dropped elements whose text is not shown to a reader anyway: nothing to tell anyone about. */
const UNSEEN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'HEAD', 'TITLE', 'META', 'LINK', 'COLGROUP', 'COL', 'O:P', 'XML'])
const SNIPPET = 60

/** Elements removed with everything in them: code, styling, embeds, form controls, Word's drawings. */
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'CANVAS',
  'AUDIO',
  'PICTURE',
  'SOURCE',
  'MAP',
  'INPUT',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
  'COLGROUP',
  'COL',
  'O:P',
  'XML',
])
/** Kept as they are, less their attributes. */
const KEEP = new Set(['P', 'BR', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'UL', 'OL', 'LI'])
const TABLE = new Set(['TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'TH', 'TD'])
const RENAME: Record<string, string> = { B: 'strong', STRONG: 'strong', I: 'em', EM: 'em' }
/** Layout containers of web pages: a block of their own when they hold only text, else just their content. */
const CONTAINERS = new Set([
  'DIV',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'NAV',
  'FIGURE',
  'FIGCAPTION',
  'ADDRESS',
  'PRE',
  'DL',
  'DT',
  'DD',
  'CENTER',
])
const BLOCKS = new Set([...KEEP, ...TABLE, ...CONTAINERS, 'IMG', 'VIDEO', 'HR'].filter((tag) => tag !== 'BR'))
/** ProseMirror's mark on HTML copied from an editor: it says how to fit the slice back in. */
const SLICE_ATTRIBUTE = 'data-pm-slice'
/** Word wraps its HTML source lines, also between two Chinese characters, where a space would appear. */
const CJK_LINE_BREAK = /([\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef])[ \t]*\r?\n[ \t]*(?=[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef])/g

const styleOf = (element: Element) => (element.getAttribute('style') ?? '').toLowerCase()
const isBoldStyle = (style: string) => /font-weight:\s*(bold|bolder|[6-9]00)\b/.test(style)
const isItalicStyle = (style: string) => /font-style:\s*(italic|oblique)\b/.test(style)

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes)
}

function rename(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag)
  renamed.append(...element.childNodes)
  element.replaceWith(renamed)
  return renamed
}

function stripAttributes(element: Element, keep: readonly string[] = []): void {
  for (const name of element.getAttributeNames()) {
    if (name !== SLICE_ATTRIBUTE && !keep.includes(name)) element.removeAttribute(name)
  }
}

/** Bold and italic that Google Docs and web pages give as a style on a span, as <strong>/<em>. */
function styledSpan(span: Element): void {
  const style = styleOf(span)
  let inner: Element | null = null
  for (const [applies, tag] of [
    [isBoldStyle(style), 'strong'],
    [isItalicStyle(style), 'em'],
  ] as const) {
    if (!applies) continue
    const mark = span.ownerDocument.createElement(tag)
    mark.append(...(inner ?? span).childNodes)
    ;(inner ?? span).append(mark)
    inner = mark
  }
  unwrap(span)
}

const hasBlockChild = (element: Element) => [...element.children].some((child) => BLOCKS.has(child.tagName))

interface Dropped {
  count: number
  text: string[]
}

/** Cleans one element (its children first); counts the media it drops and keeps the text it drops. */
function cleanElement(element: Element, dropped: Dropped): void {
  const tag = element.tagName.toUpperCase()
  if (DROP.has(tag) || tag.startsWith('V:')) {
    dropped.count += element.querySelectorAll('img, video').length
    const text = (element.textContent ?? '').replace(/[\s\u00a0]+/g, ' ').trim()
    if (text && !UNSEEN.has(tag)) dropped.text.push(text.length > SNIPPET ? `${text.slice(0, SNIPPET)}…` : text)
    element.remove()
    return
  }
  for (const child of [...element.children]) cleanElement(child, dropped)
  if (KEEP.has(tag)) return stripAttributes(element)
  if (TABLE.has(tag))
    return stripAttributes(
      element,
      ['colspan', 'rowspan'].filter((name) => Number(element.getAttribute(name) ?? 1) > 1),
    )
  if (tag in RENAME) {
    // Google Docs wraps the whole copy in <b style="font-weight:normal">, which is not bold at all.
    if (/font-weight:\s*(normal|400)\b/.test(styleOf(element))) return unwrap(element)
    return stripAttributes(rename(element, RENAME[tag]!))
  }
  if (tag === 'A') {
    const href = element.getAttribute('href')?.trim() ?? ''
    if (!isSafeHref(href)) return unwrap(element)
    return stripAttributes(element, ['href'])
  }
  if (tag === 'IMG') {
    if (!isLibraryImageSrc(element.getAttribute('src') ?? '')) {
      dropped.count += 1
      return element.remove()
    }
    return stripAttributes(element, ['src', 'alt'])
  }
  if (tag === 'VIDEO') {
    if (!isLibraryVideoSrc(element.getAttribute('src') ?? '')) {
      dropped.count += 1
      return element.remove()
    }
    return stripAttributes(element, isLibraryImageSrc(element.getAttribute('poster') ?? '') ? ['src', 'poster'] : ['src'])
  }
  if (tag === 'CAPTION') {
    // A table's caption becomes the paragraph before it: the editor's tables have none.
    const table = element.closest('table')
    const paragraph = rename(element, 'p')
    if (table) table.before(paragraph)
    return
  }
  if (CONTAINERS.has(tag)) return hasBlockChild(element) ? unwrap(element) : stripAttributes(rename(element, 'p'))
  if (tag === 'SPAN') return styledSpan(element)
  // Anything else (font, u, small, code, Word's <w:sdt> content controls…) gives up its tag, keeps its text.
  unwrap(element)
}

/** Headings keep their ranks, moved so the highest is an h2 (the page's title is the h1), down to h4. */
function rankHeadings(root: Element): void {
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')]
  const levels = headings.map((h) => Number(h.tagName[1]))
  const shift = Math.max(0, 2 - Math.min(...levels))
  headings.forEach((heading, i) => {
    const level = Math.min(4, levels[i]! + shift)
    if (level !== levels[i]) rename(heading, `h${level}`)
  })
}

/** Google Docs puts a nested list straight inside its parent list; it belongs in the item before it. */
function nestListsInItems(root: Element): void {
  for (const list of root.querySelectorAll('ul > ul, ul > ol, ol > ul, ol > ol')) {
    const previous = list.previousElementSibling
    if (previous?.tagName === 'LI') previous.append(list)
    else {
      const item = list.ownerDocument.createElement('li')
      list.replaceWith(item)
      item.append(list)
    }
  }
}

const isBlank = (element: Element) => element.textContent!.replace(/[\s\u00a0]/g, '') === '' && !element.querySelector('img, video')

/** Word's empty spacing paragraphs, and the line breaks Google Docs puts between blocks. */
function dropEmptyBlocks(root: Element): void {
  for (const block of root.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, ul, ol')) {
    if (block.isConnected && isBlank(block) && !block.closest('td, th')) block.remove()
  }
  for (const br of root.querySelectorAll('br')) {
    const parent = br.parentElement!
    if (parent === root || parent.tagName === 'LI' || hasBlockChild(parent)) br.remove()
  }
}

/** Marks left with nothing in them (Word's <b><o:p></o:p></b>). */
function dropEmptyMarks(root: Element): void {
  for (const mark of [...root.querySelectorAll('strong, em, a')].reverse()) {
    if (mark.textContent === '' && !mark.querySelector('img, video, br')) mark.remove()
  }
}

const HOLDS_BLOCKS = new Set(['UL', 'OL', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'BLOCKQUOTE'])
const isBlockNode = (node: Node | null) => node === null || (node.nodeType === Node.ELEMENT_NODE && BLOCKS.has((node as Element).tagName))

/** The source's line breaks and indentation between blocks, which are not text. */
function dropLayoutWhitespace(root: Element): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const layout: Node[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/\S|\u00a0/.test(node.textContent!)) continue
    const parent = node.parentElement!
    if (parent === root || HOLDS_BLOCKS.has(parent.tagName) || (isBlockNode(node.previousSibling) && isBlockNode(node.nextSibling))) {
      layout.push(node)
    }
  }
  for (const node of layout) node.parentNode?.removeChild(node)
}

function joinWrappedCjkLines(root: Element): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    node.textContent = node.textContent!.replace(CJK_LINE_BREAK, '$1')
  }
}

function removeComments(root: Element): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT)
  const comments: Node[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node)
  for (const comment of comments) comment.parentNode?.removeChild(comment)
}

/**
 * The HTML of a paste (from Word for Windows or Mac, Google Docs, a web page, or this editor)
 * reduced to what the editor and the public site keep: headings, paragraphs, nested lists, bold,
 * italic, safe links, tables, and images and videos of the media library. Styles, classes, fonts,
 * comments, Word's conditional blocks and empty paragraphs go; text a reader would have seen is
 * never dropped without a word (`droppedText`), and what an element left open swallowed is kept. ProseMirror's `transformPastedHTML`.
 */
export function cleanPastedHtml(html: string): CleanedPaste {
  const body = new DOMParser().parseFromString(closeRawTextElements(html), 'text/html').body
  rebuildWordLists(body)
  removeComments(body)
  joinWrappedCjkLines(body)
  const dropped: Dropped = { count: 0, text: [] }
  for (const child of [...body.children]) cleanElement(child, dropped)
  rankHeadings(body)
  nestListsInItems(body)
  dropEmptyMarks(body)
  dropEmptyBlocks(body)
  dropLayoutWhitespace(body)
  return { html: body.innerHTML.trim(), droppedMedia: dropped.count, droppedText: dropped.text }
}
