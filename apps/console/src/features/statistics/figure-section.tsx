import type { ReactNode } from 'react'
import { Button } from '../../components/button/button'
import styles from './statistics.module.css'

interface FigureSectionProps {
  title: string
  /** What the CSV button adds for a screen reader after its visible text: which table it exports. */
  csvLabel: string
  csvText: string
  onCsv: () => void
  children: ReactNode
}

/** One table of figures under its heading, with its CSV export. */
export function FigureSection({ title, csvLabel, csvText, onCsv, children }: FigureSectionProps) {
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <Button size="small" onPress={onCsv}>
          {csvText}
          <span className="visually-hidden">{csvLabel}</span>
        </Button>
      </div>
      {children}
    </section>
  )
}
