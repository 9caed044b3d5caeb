import { useEffect, useState } from 'react'

/**
 * A search box whose words reach the address after a pause in typing (not one request per letter),
 * and follow the address when it changes otherwise (the browser's back button).
 */
export function useTypedSearch(applied: string, apply: (words: string) => void, pauseMs = 400) {
  const [typed, setTyped] = useState(applied)
  const [seen, setSeen] = useState(applied)
  if (applied !== seen) {
    setSeen(applied)
    setTyped(applied)
  }
  useEffect(() => {
    if (typed.trim() === applied) return
    const timer = setTimeout(() => apply(typed), pauseMs)
    return () => clearTimeout(timer)
  }, [typed, applied, apply, pauseMs])
  return [typed, setTyped] as const
}
