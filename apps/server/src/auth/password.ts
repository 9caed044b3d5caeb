import { randomInt } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { PASSWORD_MIN, PASSWORD_MIN_SCORE, PINYIN_NAMES } from '@ibr/contract/staff'
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import type { MessageKey } from '../i18n/catalogue-zh.js'

/** argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, OPTIONS)

let decoy: Promise<string> | undefined
/**
 * Checks a password against a hash. Without a hash (an unknown user name, an account that signs in by
 * CAS) a decoy hash is checked instead, so the answer takes the same time whether the name exists.
 */
export async function checkPassword(password: string, passwordHash: string | null): Promise<boolean> {
  if (passwordHash) {
    try {
      return await verify(passwordHash, password)
    } catch {
      return false
    }
  }
  decoy ??= hashPassword('decoy password never matched')
  await verify(await decoy, password).catch(() => false)
  return false
}

let common: Promise<Set<string>> | undefined
/** The 30,000 most common passwords (zxcvbn-ts's list), loaded the first time a password is set. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then((m) => new Set(m.dictionary['passwords-common'].map((p) => p.toLowerCase())))
  return common
}

let checker: Promise<ZxcvbnFactory> | undefined
/** zxcvbn with the common passwords, keyboard patterns, English words and names and pinyin names; loaded the first time. */
function strengthChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary, pinyinNames: [...PINYIN_NAMES] },
        useLevenshteinDistance: true,
      }),
  )
  return checker
}

/**
 * Why a new password is refused, or null: too short, the user name itself, a common password, or
 * too easy to guess (zxcvbn's score under PASSWORD_MIN_SCORE: `aaaaaaaaaa`, `qwertyuiop`, a name and
 * a year). `words` are other things an attacker knows of the person (their name).
 */
export async function passwordProblem(password: string, username: string, words: readonly string[] = []): Promise<MessageKey | null> {
  if ([...password].length < PASSWORD_MIN) return 'staff.passwordTooShort'
  const lower = password.toLowerCase()
  if (username.length >= 3 && lower.includes(username.toLowerCase())) return 'staff.passwordHasUsername'
  const list = await commonPasswords()
  // "Password123!" is as guessable as "password": compare without trailing digits and symbols too.
  if (list.has(lower) || list.has(lower.replace(/[\d\W_]+$/u, ''))) return 'staff.passwordCommon'
  const { score } = (await strengthChecker()).check(password, [username, ...words])
  if (score < PASSWORD_MIN_SCORE) return 'staff.passwordWeak'
  return null
}

/** A password made up for a new account or a reset: 16 characters from a set without look-alikes. */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('')
}
