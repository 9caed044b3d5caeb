import { useEffect, useRef, type ReactNode } from 'react'
import styles from './page-heading.module.css'

/** The first screen of a visit keeps focus where the browser put it; every later screen moves it. */
let firstScreen = true

interface PageHeadingProps {
  children: ReactNode
  /** Said under the heading (what the screen is for). */
  intro?: ReactNode
  /** The screen's main actions, beside the heading. */
  actions?: ReactNode
}

/**
 * A screen's `<h1>`. When a screen opens after navigation, focus moves to it so a screen-reader user
 * hears where they are and a keyboard user continues from the top of the new content.
 */
export function PageHeading({ children, intro, actions }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (firstScreen) firstScreen = false
    else ref.current?.focus()
  }, [])
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        <h1 ref={ref} tabIndex={-1} className={styles.title}>
          {children}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  )
}
