import { randomInt } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { PASSWORD_MIN } from '@ibr/contract/staff'
import type { MessageKey } from '../i18n/catalogue-zh.js'
import { checkStrength } from './strength-queue.js'
import type { KnownWords } from './strength-rules.js'

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

/**
 * Why a new password is refused, or null: too short, the user name in it, a common password (also
 * spaced out, full-width, with doubled letters or trailing digits), or too easy to guess (zxcvbn's
 * score under PASSWORD_MIN_SCORE), each weakness with its own message (repeated characters, a
 * keyboard row, the person's name, the site's names, dates...). `known` is what else an attacker
 * knows: the person's name, the site's names (`siteWords`). Everything but the length runs in the
 * strength worker (strength-queue.ts), off the event loop; a 429 when it is full.
 */
export async function passwordProblem(password: string, username: string, known: KnownWords = {}): Promise<MessageKey | null> {
  if ([...password].length < PASSWORD_MIN) return 'staff.passwordTooShort'
  return checkStrength(password, username, known)
}

/** A password made up for a new account or a reset: 16 characters from a set without look-alikes. */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('')
}
