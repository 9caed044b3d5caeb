import { describe, expect, it } from 'vitest'
import { knownWords, madeOfKnownWords, plainForm, skeleton, skeletonStem, withoutYears } from './password-normalise.js'

describe('password forms', () => {
  it('the plain form: full-width to ASCII, lower case, no separators', () => {
    expect(plainForm('ＰＡＳＳＷＯＲＤ１２')).toBe('password12')
    expect(plainForm('p a s s w o r d')).toBe('password')
    expect(plainForm('P-a-s-s-w-o-r-d-1')).toBe('password1')
    expect(plainForm('Zhang_Wei.1990/x\u3000y\u2014z')).toBe('zhangwei1990xyz')
    // Not separators: the symbols of l33t spellings stay for the estimate to read.
    expect(plainForm('P@$$w0rd!')).toBe('p@$$w0rd!')
  })

  it('years go from the plain form, other digits stay', () => {
    expect(withoutYears('qwerty2026qwerty')).toBe('qwertyqwerty')
    expect(withoutYears('Zhang Wei 1990')).toBe('zhangwei')
    expect(withoutYears('route-66-to-12345')).toBe('route66to12345')
    expect(withoutYears('1990')).toBe('1990')
  })

  it('the skeleton collapses runs of one character, and its stem drops trailing digits and symbols', () => {
    expect(skeleton('ppaasssswwoorrdd')).toBe(skeleton('password'))
    expect(skeleton('Pass  Word')).toBe('pasword')
    expect(skeletonStem('PPassword-1234!!')).toBe('pasword')
    expect(skeletonStem('1234')).toBe('1234')
  })

  it("the person's words as typed, plain and in parts of three letters or more", () => {
    expect(knownWords(['Zhang Wei', 'wu', ' ', 'Ｄｅｍｏ Editor'])).toEqual([
      'Zhang Wei',
      'zhangwei',
      'zhang',
      'wei',
      'wu',
      'Ｄｅｍｏ Editor',
      'demoeditor',
      'demo',
      'editor',
    ])
  })

  it('a password of known words, years, digits and symbols is made of them; one with four more letters, or none of them, is not', () => {
    const words = knownWords(['zwang', 'Zhang Wei', 'Institute for Brain Research'])
    expect(madeOfKnownWords('Zhang Wei 1990', words)).toBe(true)
    expect(madeOfKnownWords('Institute-for-Brain-2026!', words)).toBe(true)
    expect(madeOfKnownWords('brain-zhang-77-abc', words)).toBe(true)
    expect(madeOfKnownWords('brain-zhang-77-abcd', words)).toBe(false)
    expect(madeOfKnownWords('8302917465120', words)).toBe(false)
  })
})
