import { describe, expect, it } from 'vitest'
import { passwordProblem } from './password.js'
import type { KnownWords } from './strength-rules.js'

/* The strength rules as the server runs them: through the strength worker, started from this test's source. */

const person = { username: 'editor', known: { name: 'Demo Editor', site: ['ibr', 'Institute for Brain Research'] } }
const problem = (password: string, username = person.username, known: KnownWords = person.known) =>
  passwordProblem(password, username, known)

describe('passwordProblem', () => {
  it('refuses the weak passwords a security review got through, each for its reason', async () => {
    const weak: Record<string, string> = {
      'p a s s w o r d': 'staff.passwordCommon',
      'P-a-s-s-w-o-r-d-1': 'staff.passwordCommon',
      ＰＡＳＳＷＯＲＤ１２: 'staff.passwordCommon',
      ppaasssswwoorrdd: 'staff.passwordCommon',
      qwerty2026qwerty: 'staff.passwordRepeated',
      'Demo Editor 2026': 'staff.passwordHasUsername',
      zhangwei1990: 'staff.passwordNames',
      'Zhang Wei 1990': 'staff.passwordNames',
      'Institute-for-Brain-2026': 'staff.passwordSiteWords',
      'ibr-brain-2026': 'staff.passwordSiteWords',
      aaaaaaaaaa: 'staff.passwordRepeated',
      password1234: 'staff.passwordCommon',
      abcdefghijklm: 'staff.passwordSequence',
      'elephamt-77': 'staff.passwordNearWord',
      '1990-05-12x!': 'staff.passwordDates',
    }
    const answers = await Promise.all(Object.keys(weak).map(async (p) => [p, await problem(p)] as const))
    expect(Object.fromEntries(answers)).toEqual(weak)
  })

  it("refuses a password built on the person's name when it is given, not otherwise", async () => {
    expect(await problem('Walter Mitty 1987', 'wmitty', { name: 'Walter Mitty' })).toBe('staff.passwordHasName')
    expect(await problem('Demo-Editor-Rocks', 'someone', { name: 'Demo Editor' })).toBe('staff.passwordHasName')
    expect(await problem('Demo-Editor-Rocks', 'someone', {})).toBeNull()
    // The user name spaced out is still the user name; one that only shares a skeleton (`ana`) is not.
    expect(await problem('w-a-l-t-e-r-rides-again', 'walter', {})).toBe('staff.passwordHasUsername')
    expect(await problem('bananas-grow-in-yellow-bunches', 'anna', {})).toBeNull()
  })

  it('takes strong passwords: random words, a random string, one of 200 characters', async () => {
    for (const strong of [
      'lantern orbit cactus meadow',
      'Brand-new-phrase-77',
      'x7k2m9q4p1z8',
      'Quiet-harbour-3-lantern',
      'a-much-better-one',
    ]) {
      expect(await problem(strong), strong).toBeNull()
    }
    // Only the first hundred characters are estimated: what follows neither helps nor costs.
    expect(await problem(`tulip-graphite-oxbow-${'1234567890'.repeat(18)}`)).toBeNull()
  })

  it('refuses a password under the minimum length before any estimate', async () => {
    expect(await problem('Short-1')).toBe('staff.passwordTooShort')
  })
})
