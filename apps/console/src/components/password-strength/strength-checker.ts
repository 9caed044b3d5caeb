import { PINYIN_NAMES } from '@ibr/contract/staff-client'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common'
import { dictionary as english } from '@zxcvbn-ts/language-en'

/**
 * zxcvbn with the dictionaries the server checks a new password against (apps/server/src/auth/
 * password.ts), so the strength shown is the one the server will find. Its own chunk: the
 * dictionaries weigh about a megabyte and only the password screens load them.
 */
const checker = new ZxcvbnFactory({
  graphs: adjacencyGraphs,
  dictionary: { ...common, ...english, pinyinNames: [...PINYIN_NAMES] },
  useLevenshteinDistance: true,
})

/** zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess). */
export const passwordScore = (password: string, userInputs: readonly string[]): number => checker.check(password, [...userInputs]).score
