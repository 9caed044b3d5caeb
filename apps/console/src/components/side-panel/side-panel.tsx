import { useId, type ReactNode } from 'react'
import { Button } from '../button/button'
import styles from './side-panel.module.css'

/** A list with one of its items open beside it (media, mail, help desk): the panel takes the right column when there is one. */
export function SplitLayout({ children }: { children: ReactNode }) {
  return <div className={styles.layout}>{children}</div>
}

interface SidePanelProps {
  title: ReactNode
  closeLabel: string
  onClose: () => void
  children: ReactNode
}

/** The item open beside a list: a region named by its title, with a button that closes it. */
export function SidePanel({ title, closeLabel, onClose, children }: SidePanelProps) {
  const heading = useId()
  return (
    <section className={styles.panel} aria-labelledby={heading}>
      <div className={styles.header}>
        <h2 id={heading} className={styles.title}>
          {title}
        </h2>
        <Button size="small" onPress={onClose}>
          {closeLabel}
        </Button>
      </div>
      {children}
    </section>
  )
}
