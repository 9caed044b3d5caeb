import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { t } from '../../i18n'
import { Brand } from './brand'
import styles from './mobile-header.module.css'
import { MobileMenu } from './mobile-menu'
import { useScrollLock } from './use-scroll-lock'

/** The mobile top bar and its slide-out menu. */
export function MobileHeader() {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  useScrollLock(open)
  // Any navigation closes the menu, whichever link caused it.
  useEffect(() => setOpen(false), [pathname])
  const close = useCallback(() => {
    setOpen(false)
    toggle.current?.focus()
  }, [])
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Brand compact />
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen(!open)}
          data-menu-toggle=""
        >
          <span className={`${styles.burger} ${open ? styles.burgerOpen : ''}`} aria-hidden="true" />
        </button>
      </div>
      <MobileMenu open={open} onClose={close} onNavigate={() => setOpen(false)} />
    </header>
  )
}
