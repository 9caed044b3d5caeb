import type { StaffUser } from '@ibr/contract/staff-client'
import { Suspense, useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '../../components/error-boundary/error-boundary'
import { Loading } from '../../components/loading/loading'
import { useRememberLang } from '../../lib/use-remember-lang'
import { visibleNavItems } from '../nav-items'
import { ConsoleNav } from './console-nav'
import styles from './frame.module.css'
import { SkipLink } from './skip-link'
import { TopBar } from './top-bar'

/** Every screen of a signed-in person: top bar, the navigation of what they may use, the screen. */
export function ConsoleFrame({ user }: { user: StaffUser }) {
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const items = visibleNavItems(user)
  useRememberLang()
  useEffect(() => {
    if (!menuOpen) return
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false)
    document.addEventListener('keydown', close)
    return () => document.removeEventListener('keydown', close)
  }, [menuOpen])
  return (
    <div className={styles.frame}>
      <SkipLink />
      <TopBar user={user} menu={{ open: menuOpen, onToggle: () => setMenuOpen((open) => !open) }} />
      <div className={styles.body}>
        <ConsoleNav items={items} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main id="main" className={styles.main} tabIndex={-1}>
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  )
}
