import { describe, expect, it } from 'vitest'
import { weakReason } from './strength-reason.js'

type Result = Parameters<typeof weakReason>[0]
const result = (warning: string | null, sequence: Record<string, unknown>[] = []) =>
  ({ feedback: { warning, suggestions: [] }, sequence }) as unknown as Result

describe('why the estimate found a password weak', () => {
  it('names the weakness zxcvbn warns of', () => {
    expect(weakReason(result('straightRow'), [])).toBe('staff.passwordKeyboard')
    expect(weakReason(result('simpleRepeat'), [])).toBe('staff.passwordRepeated')
    expect(weakReason(result('sequences'), [])).toBe('staff.passwordSequence')
    expect(weakReason(result('recentYears'), [])).toBe('staff.passwordDates')
    expect(weakReason(result('wordByItself'), [])).toBe('staff.passwordOneWord')
  })

  it("tells the person's own name from the site's names", () => {
    const word = (token: string) => ({ pattern: 'dictionary', dictionaryName: 'userInputs', token, matchedWord: token.toLowerCase() })
    expect(weakReason(result('userInputs', [word('Mitty')]), ['wmitty', 'Walter Mitty', 'walter', 'mitty'])).toBe('staff.passwordHasName')
    expect(weakReason(result('userInputs', [word('Brain')]), ['wmitty', 'Walter Mitty', 'walter', 'mitty'])).toBe('staff.passwordSiteWords')
  })

  it('reads the weakest parts when there is no warning, and falls back to the general advice', () => {
    const name = { pattern: 'dictionary', dictionaryName: 'lastnames-en', token: 'zhang' }
    const year = { pattern: 'regex', regexName: 'recentYear', token: '1990' }
    expect(weakReason(result(null, [name, year]), [])).toBe('staff.passwordNames')
    expect(weakReason(result(null, [year]), [])).toBe('staff.passwordDates')
    expect(weakReason(result(null, [{ pattern: 'bruteforce', token: 'x7' }]), [])).toBe('staff.passwordWeak')
  })
})
