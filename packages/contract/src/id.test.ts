import { describe, expect, it } from 'vitest'
import { ID_PATTERN, MAX_ID } from './api/common.js'

describe('ID_PATTERN', () => {
  const accepts = (s: string) => new RegExp(ID_PATTERN).test(s)

  it('accepts exactly the digit strings of 1 … 2147483647', () => {
    for (const s of ['1', '9', '10', '999999999', '1000000000', '1999999999', '2147483647', '2147483639', '2099999999', String(MAX_ID)]) {
      expect(accepts(s), s).toBe(true)
    }
    for (const s of [
      '0',
      '01',
      '-1',
      '2147483648',
      '2147483650',
      '2147483700',
      '2148000000',
      '2200000000',
      '3000000000',
      '9999999999',
      '10000000000',
      '1.5',
      ' 1',
      '',
    ]) {
      expect(accepts(s), s).toBe(false)
    }
  })

  it('agrees with the number rule at every boundary between neighbours', () => {
    for (let n = MAX_ID - 2000; n <= MAX_ID + 2000; n++) expect(accepts(String(n))).toBe(n <= MAX_ID)
    // Every prefix branch of the pattern, from 1000000000 to 3000000000 in uneven steps.
    for (let n = 1e9; n <= 3e9; n += 7_654_321) expect(accepts(String(n)), String(n)).toBe(n <= MAX_ID)
    for (let p = 1; p <= 10; p++) {
      const n = 10 ** p
      for (const m of [n - 1, n, n + 1]) expect(accepts(String(m))).toBe(m >= 1 && m <= MAX_ID)
    }
  })
})
