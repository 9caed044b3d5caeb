import { describe, expect, it } from 'vitest'
import { nearWord, withinEdits, wordsByLength } from './near-words.js'

describe('near words', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(withinEdits('pasword', 'password', 2)).toBe(true)
    expect(withinEdits('passwrod', 'password', 2)).toBe(true)
    expect(withinEdits('p4ssw0rd1', 'password', 2)).toBe(false)
    expect(withinEdits('password', 'password', 0)).toBe(true)
    expect(withinEdits('abcdefgh', 'abcdefghijk', 2)).toBe(false)
    expect(withinEdits('kitten', 'sitting', 2)).toBe(false)
    expect(withinEdits('kitten', 'sitting', 3)).toBe(true)
  })

  it('finds a word within two edits of a form of six letters or more, and only such', () => {
    const words = wordsByLength(['password', 'dragon', 'monkey', 'qwertyuiop', 'abc'])
    expect(nearWord('passwrd1', words)).toBe('password')
    expect(nearWord('qwertyiop', words)).toBe('qwertyuiop')
    expect(nearWord('lanternorbit', words)).toBeUndefined()
    // Too short to judge by edits: left to the estimate.
    expect(nearWord('abd', words)).toBeUndefined()
  })
})
