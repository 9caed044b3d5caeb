import { useId, useState, type ReactNode } from 'react'
import { useMessages } from '../../i18n/use-t'
import { useNarrowScreen } from '../../lib/use-narrow-screen'
import { Button } from '../button/button'
import styles from './data-table.module.css'
import { messages } from './messages'

/**
 * A list's filters: in place on a wide screen; on a phone folded behind one "Filters (n)" button
 * that counts those in force, so the first rows are in view under the search box. Folded filters
 * stay mounted, keeping what was chosen but not yet applied.
 */
export function FilterDisclosure({ active, children }: { active: number; children: ReactNode }) {
  const t = useMessages(messages)
  const phone = useNarrowScreen()
  const [open, setOpen] = useState(false)
  const panel = useId()
  if (!phone) return children
  return (
    <div className={styles.filterDisclosure}>
      <Button size="small" aria-expanded={open} aria-controls={panel} onPress={() => setOpen(!open)}>
        {active > 0 ? t('table.filtersActive', { count: active }) : t('table.filters')}
        <span aria-hidden="true" className={styles.filterMark}>
          {open ? '▴' : '▾'}
        </span>
      </Button>
      <div id={panel} hidden={!open} className={styles.filterPanel}>
        {children}
      </div>
    </div>
  )
}
