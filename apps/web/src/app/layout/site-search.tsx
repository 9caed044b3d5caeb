import { API, SEARCH_QUERY_MAX, type SearchResult } from '@ibr/contract'
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import { t } from '../../i18n'
import { api } from '../../lib/api'
import styles from './site-search.module.css'

/** Suggestions start after this many characters (a Chinese word is often two). */
const SUGGEST_FROM = 2
const SUGGESTIONS = 5
/** Typing pauses this long before suggestions are asked for. */
const DEBOUNCE_MS = 200

/**
 * The site's search box: Enter or the button opens the results page; after two characters
 * the best matches are suggested under it (an ARIA combobox: arrows move, Enter opens the one
 * chosen, Escape closes the list). `onDone` runs after a search is opened (the mobile menu closes).
 */
export function SiteSearch({ className, onDone }: { className?: string; onDone?: () => void }) {
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [suggestions, setSuggestions] = useState<SearchResult[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputId = useId()
  const listId = useId()
  const query = text.trim()

  useEffect(() => {
    if ([...query].length < SUGGEST_FROM) {
      setSuggestions([])
      return
    }
    let current = true
    const timer = window.setTimeout(() => {
      api.call(API.search, { q: query }, { quiet: true }).then(
        (result) => {
          if (!current) return
          setSuggestions(result.list.slice(0, SUGGESTIONS))
          setActive(-1)
        },
        () => current && setSuggestions([]),
      )
    }, DEBOUNCE_MS)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [query])

  const go = (path: string) => {
    setOpen(false)
    setText('')
    void navigate(path)
    onDone?.()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (query) go(`/search?${new URLSearchParams({ q: query })}`)
  }
  const shown = open && suggestions.length > 0
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return
      event.preventDefault()
      setOpen(true)
      // From the last option down, or the first up, back to the text itself (-1).
      const n = suggestions.length
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1 >= n ? -1 : i + 1) : i <= -1 ? n - 1 : i - 1))
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault()
      go(suggestions[active]!.path)
    } else if (event.key === 'Escape' && shown) {
      // Closes the list only, not the mobile menu around the box.
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
    }
  }
  const optionId = (i: number) => `${listId}-${i}`

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      className={`${styles.search} ${className ?? ''}`}
      onSubmit={submit}
      data-site-search=""
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('search.placeholder')}
        onChange={(e) => {
          setText(e.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={styles.input}
      />
      <button type="submit" className={styles.button} aria-label={t('common.search')}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className={styles.list} hidden={!shown}>
        {suggestions.map((item, i) => (
          <li
            key={`${item.type}-${item.id}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? styles.active : undefined}
            // Before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault()
              go(item.path)
            }}
          >
            {item.title}
          </li>
        ))}
      </ul>
    </form>
  )
}
