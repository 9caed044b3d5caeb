/**
 * Word does not put lists on the clipboard as lists: each item is a paragraph whose style names its
 * list and level (`mso-list:l0 level2 lfo1`), with the bullet or number typed out in front of the
 * text between `[if !supportLists]` and `[endif]` comments. This turns runs of such paragraphs back
 * into nested <ul>/<ol>, so a pasted list stays a list the editor (and a screen reader) knows.
 */

const LIST_STYLE = /mso-list:\s*l(\d+)\s+level(\d+)\s+lfo(\d+)/i
/**
 * A number, a letter or a roman numeral followed by its punctuation (1. a) iv.), a Chinese numeral
 * with its comma (一、), a bracketed number ((1) （一）) or a circled digit (①). Anything else, such as
 * Word's Symbol bullet '·', its Courier 'o' and Wingdings '§', is a bullet.
 */
const ORDERED_MARKER =
  /^(?:[(（]?(?:\d+|[a-z]|[ivxlcdm]+|[一二三四五六七八九十百零〇]+)[.)）、．]|[(（](?:\d+|[一二三四五六七八九十]+)[)）]|[\u2460-\u2473])/i

interface ListParagraph {
  element: Element
  level: number
  /** Word's list instance: a new one at the top level starts a new list. */
  list: string
  ordered: boolean
}

const isConditional = (node: Node, condition: RegExp) => node.nodeType === Node.COMMENT_NODE && condition.test((node as Comment).data)
const isEndif = (node: Node) => isConditional(node, /^\s*\[endif\]\s*$/i)
/** Downlevel content Word adds for old browsers: a list's typed-out marker, an extra line break. */
const DOWNLEVEL = /^\s*\[if !support(?:Lists|LineBreakNewLine)\]\s*$/i

function commentsIn(root: Node): Comment[] {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_COMMENT)
  const found: Comment[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Comment)
  return found
}

/**
 * Removes each `[if !supportLists]` (and `[if !supportLineBreakNewLine]`) block with its comments,
 * returning the text of the first list marker found in `root`. Word for Windows writes the
 * conditions as `<!--[if …]-->` comments and Word for Mac as `<![if …]>`; an HTML parser reads both
 * as comments.
 */
function takeDownlevelBlocks(root: Element): string {
  let marker = ''
  for (const start of commentsIn(root)) {
    if (!start.isConnected || !DOWNLEVEL.test(start.data)) continue
    const isList = /supportLists/i.test(start.data)
    let text = ''
    let node = start.nextSibling
    while (node && !isEndif(node)) {
      const next = node.nextSibling
      text += node.textContent ?? ''
      node.remove()
      node = next
    }
    node?.remove()
    start.remove()
    if (isList && !marker) marker = text
  }
  // Without the comments (some browsers drop them), the marker is still in its mso-list:Ignore span.
  for (const ignored of root.querySelectorAll('[style*="mso-list"]')) {
    if (!/mso-list:\s*ignore/i.test(ignored.getAttribute('style') ?? '')) continue
    if (!marker) marker = ignored.textContent ?? ''
    ignored.remove()
  }
  return marker.replace(/[\s\u00a0]+/g, '')
}

function listParagraph(element: Element): ListParagraph | null {
  const match = LIST_STYLE.exec(element.getAttribute('style') ?? '')
  if (!match) return null
  const marker = takeDownlevelBlocks(element)
  return { element, level: Number(match[2]), list: `${match[1]}:${match[3]}`, ordered: ORDERED_MARKER.test(marker) }
}

/** The next element sibling, past the whitespace and comments Word puts between paragraphs. */
function nextElement(node: Element): Element | null {
  let next = node.nextSibling
  while (next && next.nodeType !== Node.ELEMENT_NODE) {
    if (next.nodeType === Node.TEXT_NODE && next.textContent!.trim() !== '') return null
    next = next.nextSibling
  }
  return next as Element | null
}

function buildLists(run: ListParagraph[]): DocumentFragment {
  const doc = run[0]!.element.ownerDocument
  const out = doc.createDocumentFragment()
  const open: { level: number; ordered: boolean; list: HTMLElement }[] = []
  let previous: ListParagraph | undefined
  for (const item of run) {
    while (open.length > 0 && open.at(-1)!.level > item.level) open.pop()
    const top = open.at(-1)
    const restarts =
      top !== undefined && top.level === item.level && (top.ordered !== item.ordered || (open.length === 1 && previous?.list !== item.list))
    if (restarts) open.pop()
    if (open.length === 0 || open.at(-1)!.level < item.level) {
      const list = doc.createElement(item.ordered ? 'ol' : 'ul')
      const parent = open.at(-1)
      if (parent) (parent.list.lastElementChild ?? parent.list).append(list)
      else out.append(list)
      open.push({ level: item.level, ordered: item.ordered, list })
    }
    const li = doc.createElement('li')
    li.append(...item.element.childNodes)
    open.at(-1)!.list.append(li)
    previous = item
  }
  return out
}

/** Rebuilds Word's list paragraphs under `root` into real nested lists, in place, and drops Word's other downlevel content. */
export function rebuildWordLists(root: Element): void {
  const done = new Set<Element>()
  for (const element of root.querySelectorAll('[style*="mso-list"]')) {
    if (done.has(element) || !element.isConnected) continue
    if (element.tagName !== 'P') {
      // A numbered heading stays a heading; only its typed-out number goes.
      if (LIST_STYLE.test(element.getAttribute('style') ?? '')) takeDownlevelBlocks(element)
      continue
    }
    const run: ListParagraph[] = []
    for (let node: Element | null = element; node && node.tagName === 'P'; node = nextElement(node)) {
      const item = listParagraph(node)
      if (!item) break
      run.push(item)
      done.add(node)
    }
    if (run.length === 0) continue
    run[0]!.element.replaceWith(buildLists(run))
    for (const item of run.slice(1)) item.element.remove()
  }
  // What is left of the downlevel content: Word's extra line breaks at the end of paragraphs.
  takeDownlevelBlocks(root)
}
