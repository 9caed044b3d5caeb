import type { StaffUser } from '@ibr/contract/staff-client'
import type { ReactNode } from 'react'
import { LanguageSwitch } from '../../components/language-switch/language-switch'
import { Brand } from './brand'
import styles from './frame.module.css'
import { TopBar } from './top-bar'

/**
 * The frame of a single panel: signing in, or (with the person signed in, who may still sign out)
 * the password change that must come before anything else.
 */
export function BareFrame({ user, children }: { user?: StaffUser; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      {user ? (
        <TopBar user={user} />
      ) : (
        <header className={styles.topBar}>
          <Brand />
          <div className={styles.account}>
            <LanguageSwitch />
          </div>
        </header>
      )}
      <main id="main" className={styles.bareMain} tabIndex={-1}>
        <div className={styles.panel}>{children}</div>
      </main>
    </div>
  )
}
