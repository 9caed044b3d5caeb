/** The environment as the server reads it: names to values, unset ones undefined. */
export type Env = Record<string, string | undefined>

export type IntReader = (name: string, fallback: number, min: number, max: number) => number
export type BoolReader = (name: string, fallback: boolean) => boolean

/** Readers of whole numbers, flags and texts, each falling back to its default and noting a bad value in `problems`. */
export function envReaders(env: Env, problems: string[]) {
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    const n = Number(raw)
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
      return fallback
    }
    return n
  }
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    if (['1', 'true', 'yes'].includes(raw)) return true
    if (['0', 'false', 'no'].includes(raw)) return false
    problems.push(`${name} must be true or false, got "${raw}"`)
    return fallback
  }
  const str = (name: string, fallback: string): string => env[name] || fallback

  return { int, bool, str }
}
