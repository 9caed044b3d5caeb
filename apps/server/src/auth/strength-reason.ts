import type { ZxcvbnResult } from '@zxcvbn-ts/core'
import type { MessageKey } from '../i18n/catalogue-zh.js'
import { plainForm } from './password-normalise.js'

/** The estimate's name lists (`firstnames`, `lastnames-en`, `pinyinNames`…): a password made of them is "names", not "a word". */
const NAME_DICTIONARY = /names/i

/** zxcvbn's warning (its translation key) as the reason the person reads. */
const BY_WARNING: Record<string, MessageKey> = {
  simpleRepeat: 'staff.passwordRepeated',
  extendedRepeat: 'staff.passwordRepeated',
  straightRow: 'staff.passwordKeyboard',
  keyPattern: 'staff.passwordKeyboard',
  sequences: 'staff.passwordSequence',
  recentYears: 'staff.passwordDates',
  dates: 'staff.passwordDates',
  topTen: 'staff.passwordCommon',
  topHundred: 'staff.passwordCommon',
  common: 'staff.passwordCommon',
  similarToCommon: 'staff.passwordCommon',
  pwned: 'staff.passwordCommon',
  wordByItself: 'staff.passwordOneWord',
  namesByThemselves: 'staff.passwordNames',
  commonNames: 'staff.passwordNames',
}

/**
 * Why the estimate scored a password too low, said so the person knows what to change: repeated
 * characters, a keyboard row, a run like `1234`, dates, their own name, the site's names, common
 * names, a single word; the general advice when the weakness is none of these in particular.
 * `ownWords` are the user name and the person's name (the rest of the known words are the site's).
 */
export function weakReason(result: Pick<ZxcvbnResult, 'feedback' | 'sequence'>, ownWords: readonly string[]): MessageKey {
  const fromUser = result.sequence.filter((m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs')
  if (fromUser.length > 0)
    return fromUser.some((m) => isOwn(m.matchedWord ?? m.token, ownWords)) ? 'staff.passwordHasName' : 'staff.passwordSiteWords'
  const warning = result.feedback.warning
  if (warning && BY_WARNING[warning]) return BY_WARNING[warning]
  // Without a warning the weakest parts still tell: a name and a year (`zhangwei1990`), a repeat.
  const patterns = new Set(
    result.sequence.map((m) => (m.pattern === 'dictionary' && NAME_DICTIONARY.test(String(m.dictionaryName)) ? 'name' : m.pattern)),
  )
  if (patterns.has('repeat')) return 'staff.passwordRepeated'
  if (patterns.has('spatial')) return 'staff.passwordKeyboard'
  if (patterns.has('name')) return 'staff.passwordNames'
  if (patterns.has('date') || (patterns.has('regex') && result.sequence.some((m) => m.regexName === 'recentYear')))
    return 'staff.passwordDates'
  return 'staff.passwordWeak'
}

/** Whether a word of the password is one of the person's own (their user name, a part of their name). */
export function isOwn(word: string, ownWords: readonly string[]): boolean {
  const plain = plainForm(word)
  return plain.length >= 3 && ownWords.some((own) => plainForm(own) === plain)
}
