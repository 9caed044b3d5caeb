import type { Lang } from '@ibr/contract/lang'
import { diffArrays } from 'diff'

/** A run of text both versions share, or that one of them alone has. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed'
  text: string
}

const segmenters = new Map<Lang, Intl.Segmenter>()

/**
 * The words of a text, with the spaces and punctuation between them as tokens of their own. Chinese
 * has no spaces between words: the browser's word segmenter finds them (脑科学 → 脑 / 科学), so a
 * changed word is marked rather than the whole sentence around it.
 */
export function wordTokens(text: string, lang: Lang): string[] {
  let segmenter = segmenters.get(lang)
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' })
    segmenters.set(lang, segmenter)
  }
  return Array.from(segmenter.segment(text), (s) => s.segment)
}

/** What changed from one text to another, word by word, in reading order (what went before what came). */
export function wordDiff(before: string, after: string, lang: Lang): DiffPart[] {
  const parts: DiffPart[] = []
  for (const change of diffArrays(wordTokens(before, lang), wordTokens(after, lang))) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same'
    const text = change.value.join('')
    const last = parts.at(-1)
    if (last?.kind === kind) last.text += text
    else if (text) parts.push({ kind, text })
  }
  return parts
}
