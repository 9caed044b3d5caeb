import styles from './empty-state.module.css'

/** What an empty list says: what would be here, so the empty space is not mistaken for a failure. */
export function EmptyState({ children }: { children: string }) {
  return <p className={styles.empty}>{children}</p>
}
