import { PASSWORD_MIN, PASSWORD_MIN_SCORE } from '@ibr/contract/staff-client'
import { useEffect, useId, useState } from 'react'
import { useMessages } from '../../i18n/use-t'
import styles from './password-strength.module.css'
import { messages } from './messages'

type Scorer = (password: string, userInputs: readonly string[]) => number
let loading: Promise<Scorer> | undefined
const loadScorer = () => (loading ??= import('./strength-checker').then((m) => m.passwordScore))

/**
 * The strength of a new password while it is typed (`null` until it can be told): zxcvbn's score,
 * 0 to 4, with the dictionaries the server uses, loaded when the screen first needs them.
 */
export function usePasswordScore(password: string, userInputs: readonly string[] = []): number | null {
  const [score, setScore] = useState<number | null>(null)
  const inputs = userInputs.join('\n')
  useEffect(() => {
    let live = true
    if (!password) {
      setScore(null)
      return
    }
    void loadScorer().then((scoreOf) => live && setScore(scoreOf(password, inputs ? inputs.split('\n') : [])))
    return () => {
      live = false
    }
  }, [password, inputs])
  return score
}

const LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const

/**
 * A meter under a new password field: how hard it is to guess, in words and as a bar, announced
 * politely as it changes. The server decides (it refuses under PASSWORD_MIN_SCORE); this shows the
 * person where they stand before they send it.
 */
export function PasswordStrength({ password, score }: { password: string; score: number | null }) {
  const t = useMessages(messages)
  const labelId = useId()
  if (!password) return null
  const tooShort = [...password].length < PASSWORD_MIN
  const level = score === null ? null : LEVELS[Math.max(0, Math.min(4, score))]!
  const enough = score !== null && !tooShort && score >= PASSWORD_MIN_SCORE
  return (
    <div className={styles.strength} data-enough={enough || undefined}>
      <meter className={styles.meter} min={0} max={4} low={2} high={3} optimum={4} value={score ?? 0} aria-labelledby={labelId} />
      <p id={labelId} className={styles.label} aria-live="polite">
        {level === null ? t('password.strength.checking') : t('password.strength', { level: t(`password.strength.${level}`) })}
        {level !== null && !enough && !tooShort && <> {t('password.strength.advice')}</>}
      </p>
    </div>
  )
}
