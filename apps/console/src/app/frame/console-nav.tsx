import { NavLink } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { NavItem } from '../nav-items'
import styles from './frame.module.css'

interface ConsoleNavProps {
  items: readonly NavItem[]
  /** On a narrow screen the navigation is shown only when its menu button opened it. */
  open: boolean
  onNavigate: () => void
}

export const NAV_ID = 'console-nav'

/** The screens this person may use; the current one is marked for sight and for screen readers. */
export function ConsoleNav({ items, open, onNavigate }: ConsoleNavProps) {
  const t = useT()
  return (
    <nav id={NAV_ID} className={styles.nav} data-open={open || undefined} aria-label={t('nav.label')}>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) => `${styles.navLink} ${isActive ? styles.current : ''}`}
              onClick={onNavigate}
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
