import { useEffect, useRef } from 'react'

/** Ctrl+S (⌘S on a Mac) saves, as in every editor, instead of the browser saving the page. */
export function useSaveShortcut(save: () => void) {
  const latest = useRef(save)
  useEffect(() => {
    latest.current = save
  })
  useEffect(() => {
    const press = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's') {
        event.preventDefault()
        latest.current()
      }
    }
    document.addEventListener('keydown', press)
    return () => document.removeEventListener('keydown', press)
  }, [])
}
