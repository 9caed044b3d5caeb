import { describe, expect, it } from 'vitest'
import { wordQuery, segmented, snippet, words } from './search-text.js'

describe('search words', () => {
  it('cuts Chinese into words and keeps Latin words whole, lower-cased', () => {
    expect(words('海马体记忆研究取得新进展')).toEqual(expect.arrayContaining(['记忆', '研究', '进展']))
    expect(words('Place Cells, replay!')).toEqual(['place', 'cells', 'replay'])
    expect(segmented('神经元 & <突触>')).not.toMatch(/[&<>]/)
  })

  it('builds a tsquery of every word, the last as a prefix when asked, with no syntax of its own', () => {
    expect(wordQuery('memory repl', { prefix: true })).toBe("'memory' & 'repl':*")
    expect(wordQuery('memory repl', { prefix: false })).toBe("'memory' & 'repl'")
    expect(wordQuery("it's (a) & b | !c:*", { prefix: true })).toBe("'its' & 'a' & 'b' & 'c':*")
    expect(wordQuery('  ,,, ', { prefix: false })).toBeNull()
  })
})

describe('snippets', () => {
  it('marks every match around the first one, escaping the text', () => {
    const html = snippet('Before <b> the place cells replay, and place cells rest.', 'place cells')
    expect(html).toContain('<mark>place</mark> <mark>cells</mark> replay')
    expect(html).toContain('&lt;b&gt;')
    expect(html.match(/<mark>/g)).toHaveLength(4)
  })

  it('centres a long text on its first match, marked with ellipses', () => {
    const text = `${'很长的前文。'.repeat(60)}海马体的记忆回放${'后文。'.repeat(60)}`
    const html = snippet(text, '记忆')
    expect(html.startsWith('…')).toBe(true)
    expect(html.endsWith('…')).toBe(true)
    expect(html).toContain('<mark>记忆</mark>')
  })

  it('cuts English at word boundaries, never inside a word', () => {
    const before = Array.from({ length: 40 }, (_, i) => `lorem${i}`)
    const after = Array.from({ length: 60 }, (_, i) => `ipsum${i}`)
    const whole = new Set([...before, 'target', ...after])
    // Shifting the text by one letter at a time makes the window's edges fall inside words.
    for (let shift = 0; shift < 8; shift += 1) {
      const text = `${'x'.repeat(shift)} ${before.join(' ')} target ${after.join(' ')}`
      const html = snippet(text, 'target')
      expect(html).toMatch(/^…\S/)
      expect(html).toMatch(/\S…$/)
      const shown = html
        .replace(/<\/?mark>/g, '')
        .replace(/…/g, '')
        .split(' ')
      for (const word of shown) expect(whole).toContain(word)
    }
  })

  it('cuts Chinese at any character, exactly where the window falls', () => {
    const html = snippet(`${'脑'.repeat(100)}记忆${'研'.repeat(200)}`, '记忆')
    expect(html).toBe(`…${'脑'.repeat(46)}<mark>记忆</mark>${'研'.repeat(92)}…`)
  })

  it('gives the start of the text when nothing matches', () => {
    expect(snippet('Nothing to see', 'zebra')).toBe('Nothing to see')
  })
})
