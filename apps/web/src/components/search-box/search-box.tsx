import { useId, useState, type FormEvent } from 'react'
import { t } from '../../i18n'
import styles from './search-box.module.css'

interface SearchBoxProps {
  value: string
  onSearch: (keyword: string) => void
  label?: string
  /** The search landmark's name, telling it from the header's site search beside it. */
  name?: string
}

/** A keyword search: submits on Enter or the button; an empty search shows everything again. */
export function SearchBox({ value, onSearch, label, name }: SearchBoxProps) {
  const [text, setText] = useState(value)
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form role="search" aria-label={name ?? t('common.searchList')} className={styles.search} onSubmit={submit} data-search="">
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('common.search')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={label ?? t('common.searchPlaceholder')}
        onChange={(e) => setText(e.target.value)}
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        {t('common.search')}
      </button>
    </form>
  )
}
