import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import type { MessageKey } from '../i18n/catalogue-zh.js'
import { nearWord, wordsByLength, type WordsByLength } from './near-words.js'
import { knownWords, madeOfKnownWords, plainForm, skeleton, skeletonStem, withoutYears } from './password-normalise.js'
import { weakReason } from './strength-reason.js'

/**
 * How many characters of a password the estimate sees. zxcvbn's cost grows faster than the length
 * (a 200-character repeat took 2.5–3 s of CPU); past a hundred characters a password is not guessed
 * by its end, and the whole of it is still what is hashed.
 */
export const ESTIMATE_PREFIX = 100
/**
 * How many l33t readings of a password zxcvbn tries (`p4$$w0rd` → `password`, `pa$$word`…). Its
 * default of 100 cost 0.5–1 s of CPU for a hundred characters of digits and symbols; 16 covers
 * a password with four substituted letters at a fifth of that.
 */
const L33T_SPELLINGS = 16

/** The estimate and the common passwords, loaded once where the checks run (the strength worker). */
export interface StrengthRules {
  zxcvbn: ZxcvbnFactory
  /** The common passwords in lower case, and each as a skeleton (runs collapsed). */
  common: ReadonlySet<string>
  commonSkeletons: ReadonlySet<string>
  /** Every dictionary's words, for typos of them (near-words.ts). */
  words: WordsByLength
  /** The words of the name dictionaries (English and pinyin names), so a near one is told as a name. */
  names: ReadonlySet<string>
  minScore: number
}

/** Loads zxcvbn with the common passwords, keyboard patterns, English words and names, and pinyin names. */
export async function loadStrengthRules(settings: { pinyinNames: readonly string[]; minScore: number }): Promise<StrengthRules> {
  const [core, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ])
  const passwords = common.dictionary['passwords-common'].map((p) => String(p).toLowerCase())
  const dictionary = { ...common.dictionary, ...en.dictionary, pinyinNames: [...settings.pinyinNames] }
  return {
    // Typos are found by nearWord instead of zxcvbn's Levenshtein option, whose cost was the stall; l33t
    // spellings tried are bounded (100 by default): each is matched again against every dictionary.
    zxcvbn: new core.ZxcvbnFactory({
      graphs: common.adjacencyGraphs,
      dictionary,
      useLevenshteinDistance: false,
      l33tMaxSubstitutions: L33T_SPELLINGS,
      maxLength: ESTIMATE_PREFIX,
    }),
    common: new Set(passwords),
    commonSkeletons: new Set(passwords.map(skeleton)),
    words: wordsByLength(Object.values(dictionary).flatMap((list) => list.map((w) => String(w).toLowerCase()))),
    names: new Set(
      Object.entries(dictionary)
        .filter(([name]) => /names/i.test(name))
        .flatMap(([, list]) => list.map((w) => String(w).toLowerCase())),
    ),
    minScore: settings.minScore,
  }
}

const prefix = (text: string) => [...text].slice(0, ESTIMATE_PREFIX).join('')

const TRAILING = /[\d\W_]+$/u

/** What an attacker of this account knows besides its user name: the person's name, the site's names. */
export interface KnownWords {
  name?: string
  site?: readonly string[]
}

/**
 * Why a password long enough is still refused, or null: it holds the user name; it is a common
 * password (as typed, spaced out, full-width, with doubled letters or trailing digits and symbols);
 * it is a typo of a dictionary word; it is little but the person's or the site's names with years and
 * digits; or the estimate, given those names as words an attacker tries first, scores it under the
 * minimum as typed or in its plain form without years (the reason then says what made it weak:
 * strength-reason.ts). Synchronous and CPU-bound: it runs in the strength worker, never on the
 * server's event loop.
 */
export function strengthProblem(rules: StrengthRules, password: string, username: string, known: KnownWords = {}): MessageKey | null {
  const lower = password.toLowerCase()
  const plain = plainForm(password)
  const shape = skeleton(password)
  if (username.length >= 3 && (lower.includes(username.toLowerCase()) || plain.includes(plainForm(username))))
    return 'staff.passwordHasUsername'
  if ([lower, lower.replace(TRAILING, ''), plain].some((form) => rules.common.has(form))) return 'staff.passwordCommon'
  if ([shape, skeletonStem(password)].some((form) => form.length > 3 && rules.commonSkeletons.has(form))) return 'staff.passwordCommon'
  const near = [plain, plain.replace(TRAILING, '')].map((form) => ({ form, word: nearWord(form, rules.words) })).find((n) => n.word)
  if (near)
    return rules.names.has(near.word!)
      ? 'staff.passwordNames'
      : near.word === near.form
        ? 'staff.passwordOneWord'
        : 'staff.passwordNearWord'
  const own = knownWords([username, known.name ?? ''])
  if (madeOfKnownWords(password, own)) return 'staff.passwordHasName'
  const inputs = knownWords([username, known.name ?? '', ...(known.site ?? [])])
  if (madeOfKnownWords(password, inputs)) return 'staff.passwordSiteWords'
  const typed = rules.zxcvbn.check(prefix(password), inputs)
  if (typed.score < rules.minScore) return weakReason(typed, own)
  const normalised = prefix(withoutYears(password))
  if (normalised === prefix(password)) return null
  const plainer = rules.zxcvbn.check(normalised, inputs)
  return plainer.score < rules.minScore ? weakReason(plainer, own) : null
}
