import { PASSWORD_MIN_SCORE, PINYIN_NAMES } from '@ibr/contract/staff'
import { AppError } from '../http/app-error.js'
import type { MessageKey } from '../i18n/catalogue-zh.js'
import { workerFile } from '../lib/worker-file.js'
import { workerQueue } from '../lib/worker-queue.js'
import type { KnownWords } from './strength-rules.js'
import type { StrengthJob, StrengthWorkerData } from './strength-worker.js'

/**
 * Checks waiting for the worker or in it, at most. One person's change of password holds one; a flood
 * (an administrator's script, requests from several instances' sessions) is refused past this rather
 * than kept in memory behind checks of seconds each.
 */
export const STRENGTH_QUEUE_MAX = 16

const queue = workerQueue<StrengthJob, string | null>({
  name: 'password-strength',
  file: workerFile(import.meta.url, 'strength-worker'),
  workerData: { pinyinNames: PINYIN_NAMES, minScore: PASSWORD_MIN_SCORE } satisfies StrengthWorkerData,
  max: STRENGTH_QUEUE_MAX,
  // The worker and its dictionaries (tens of MB) go after a minute without a check.
  idleMs: 60_000,
  busy: () => new AppError('rateLimited', 'staff.passwordChecksBusy', { retryAfter: 5 }),
})

/** Checks sent to the worker and not yet answered. */
export const strengthChecksWaiting = (): number => queue.waiting()

/**
 * Runs the strength rules (strength-rules.ts) in the worker, started on first use. Answers 429
 * `rateLimited` at once when STRENGTH_QUEUE_MAX checks are already waiting.
 */
export async function checkStrength(password: string, username: string, known: KnownWords): Promise<MessageKey | null> {
  return (await queue.run({ password, username, known: { name: known.name, site: [...(known.site ?? [])] } })) as MessageKey | null
}
