import { describe, expect, it } from 'vitest'
import { wordDiff, wordTokens } from './word-diff'

const shown = (parts: ReturnType<typeof wordDiff>) =>
  parts.map((p) => (p.kind === 'added' ? `+[${p.text}]` : p.kind === 'removed' ? `-[${p.text}]` : p.text)).join('')

describe('the word diff', () => {
  it('marks whole English words, not letters', () => {
    expect(shown(wordDiff('The lab studies memory in mice.', 'The lab studies sleep in mice.', 'en'))).toBe(
      'The lab studies -[memory]+[sleep] in mice.',
    )
    expect(shown(wordDiff('Talk at noon', 'Talk at noon today', 'en'))).toBe('Talk at noon+[ today]')
  })

  it('finds Chinese words without spaces, so one changed word is marked and not the sentence', () => {
    expect(wordTokens('研究所发布成果', 'zh').length).toBeGreaterThan(2)
    const parts = wordDiff('研究所今天发布了新的研究成果。', '研究所昨天发布了新的研究成果。', 'zh')
    expect(shown(parts)).toBe('研究所-[今天]+[昨天]发布了新的研究成果。')
  })

  it('keeps every word of both texts, in order', () => {
    const before = '脑科学研究所 Brain Institute 2026'
    const after = '脑科学研究中心 Brain Centre 2027'
    const parts = wordDiff(before, after, 'zh')
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before)
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after)
  })

  it('says nothing changed when nothing did, and handles an empty side', () => {
    expect(wordDiff('same words', 'same words', 'en')).toEqual([{ kind: 'same', text: 'same words' }])
    expect(wordDiff('', '新标题', 'zh')).toEqual([{ kind: 'added', text: '新标题' }])
    expect(wordDiff('old title', '', 'en')).toEqual([{ kind: 'removed', text: 'old title' }])
  })
})
