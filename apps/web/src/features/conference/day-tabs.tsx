import type { MeetingTag } from '@ibr/contract'
import { useRef, type KeyboardEvent } from 'react'
import { formatDay } from './date-format'
import styles from './schedule.module.css'
import { messages } from './messages'

export const tabId = (id: number) => `day-tab-${id}`
export const panelId = (id: number) => `day-panel-${id}`

/**
 * The conference days as an ARIA tablist: one tab stop, arrow keys (and Home, End) move between
 * days and show the day at once (a day's sessions are one quick call).
 */
export function DayTabs({ tags, current, onChange }: { tags: readonly MeetingTag[]; current: number; onChange: (id: number) => void }) {
  const list = useRef<HTMLDivElement>(null)
  function onKeyDown(event: KeyboardEvent) {
    const index = tags.findIndex((t) => t.id === current)
    const last = tags.length - 1
    const target = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = tags[(target + tags.length) % tags.length]!
    onChange(next.id)
    list.current?.querySelector<HTMLElement>(`#${tabId(next.id)}`)?.focus()
  }
  return (
    <div ref={list} role="tablist" aria-label={messages.t('days')} className={styles.tabs} onKeyDown={onKeyDown}>
      {tags.map((tag) => {
        const selected = tag.id === current
        return (
          <button
            key={tag.id}
            id={tabId(tag.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tag.id)}
            tabIndex={selected ? 0 : -1}
            className={`${styles.tab} ${selected ? styles.selected : ''}`}
            onClick={() => onChange(tag.id)}
            data-tag={tag.id}
          >
            <span className={styles.tabName}>{tag.name}</span>
            <span className={styles.tabDate}>{formatDay(tag.date)}</span>
          </button>
        )
      })}
    </div>
  )
}
