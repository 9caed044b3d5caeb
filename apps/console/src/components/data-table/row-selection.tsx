import { useEffect, useRef, type ReactNode } from 'react'
import { useMessages } from '../../i18n/use-t'
import { Button } from '../button/button'
import styles from './data-table.module.css'
import { messages } from './messages'

/** The rows picked for an action on several at once, by row id, and what may be done with them. */
export interface RowSelection<Row> {
  selected: ReadonlySet<string>
  onChange: (selected: Set<string>) => void
  /** What a row's checkbox is named after (its title), so each is told apart by a screen reader. */
  rowLabel: (row: Row) => string
  /** The actions on the rows picked, shown beside the count once there are any. */
  actions: ReactNode
}

/** The header's checkbox: every row of the page, or none; mixed when some are picked. */
export function SelectAllBox({
  ids,
  selection,
  label,
}: {
  ids: readonly string[]
  selection: Pick<RowSelection<unknown>, 'selected' | 'onChange'>
  /** Said beside the box (above a grid, where no header row explains it); otherwise for screen readers only. */
  label?: string
}) {
  const t = useMessages(messages)
  const box = useRef<HTMLInputElement>(null)
  const picked = ids.filter((id) => selection.selected.has(id)).length
  const all = ids.length > 0 && picked === ids.length
  useEffect(() => {
    if (box.current) box.current.indeterminate = picked > 0 && !all
  }, [picked, all])
  return (
    <label className={label ? `${styles.pick} ${styles.pickLabelled}` : styles.pick}>
      <input
        ref={box}
        type="checkbox"
        checked={all}
        disabled={ids.length === 0}
        onChange={() => selection.onChange(all ? new Set() : new Set(ids))}
      />
      <span className={label ? undefined : 'visually-hidden'}>{label ?? t('table.selectPage')}</span>
    </label>
  )
}

/** One row's checkbox, named after the row. */
export function SelectRowBox({ id, label, selection }: { id: string; label: string; selection: RowSelection<unknown> }) {
  const t = useMessages(messages)
  const checked = selection.selected.has(id)
  return (
    <label className={styles.pick}>
      <input
        type="checkbox"
        checked={checked}
        onChange={() => {
          const next = new Set(selection.selected)
          if (checked) next.delete(id)
          else next.add(id)
          selection.onChange(next)
        }}
      />
      <span className="visually-hidden">{t('table.selectRow', { name: label })}</span>
    </label>
  )
}

/** How many rows are picked, the actions on them and a way to drop the choice; the count is announced. */
export function SelectionBar({ selection }: { selection: Pick<RowSelection<unknown>, 'selected' | 'onChange' | 'actions'> }) {
  const t = useMessages(messages)
  const count = selection.selected.size
  return (
    <div className={count ? styles.selectionBar : undefined}>
      <p role="status" className={count ? styles.selectionCount : 'visually-hidden'}>
        {count ? t('table.selected', { count }) : ''}
      </p>
      {count > 0 && (
        <div className={styles.selectionActions}>
          {selection.actions}
          <Button variant="quiet" size="small" onPress={() => selection.onChange(new Set())}>
            {t('table.clearSelection')}
          </Button>
        </div>
      )}
    </div>
  )
}
