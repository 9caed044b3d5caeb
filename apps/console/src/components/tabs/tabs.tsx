import type { ReactNode } from 'react'
import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components'
import styles from './tabs.module.css'

/** Tabs of a screen (a person's accounts and requests, a conference's parts): one look everywhere, keyboard and screen reader included. */
export function Tabs({
  selectedKey,
  onSelectionChange,
  children,
}: {
  selectedKey: Key
  onSelectionChange: (key: Key) => void
  children: ReactNode
}) {
  return (
    <AriaTabs selectedKey={selectedKey} onSelectionChange={onSelectionChange} className={styles.tabs}>
      {children}
    </AriaTabs>
  )
}

export function TabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <AriaTabList aria-label={label} className={styles.tabList}>
      {children}
    </AriaTabList>
  )
}

export function Tab({ id, children }: { id: Key; children: ReactNode }) {
  return (
    <AriaTab id={id} className={styles.tab}>
      {children}
    </AriaTab>
  )
}

export function TabPanel({ id, children }: { id: Key; children: ReactNode }) {
  return (
    <AriaTabPanel id={id} className={styles.tabPanel}>
      {children}
    </AriaTabPanel>
  )
}
