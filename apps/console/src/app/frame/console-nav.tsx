import { NavLink } from 'react-router'
import { useT } from '../../i18n/use-t'
import { groupNavItems, type NavItem } from '../nav-items'
import styles from './frame.module.css'

interface ConsoleNavProps {
  items: readonly NavItem[]
  /** On a narrow screen the navigation is shown only when its menu button opened it. */
  open: boolean
  onNavigate: () => void
}

export const NAV_ID = 'console-nav'

/**
 * The screens this person may use, in named groups (Content, Site, Conferences, People,
 * Administration); the current one is marked for sight and for screen readers. A group is a list
 * named by its heading, so a screen reader announces where a link belongs and can skip a group.
 */
export function ConsoleNav({ items, open, onNavigate }: ConsoleNavProps) {
  const t = useT()
  const link = (item: NavItem) => (
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
  )
  return (
    <nav id={NAV_ID} className={styles.nav} data-open={open || undefined} aria-label={t('nav.label')}>
      <ul className={styles.navList}>
        {groupNavItems(items).map(({ group, items: inGroup }) =>
          group ? (
            <li key={group} className={styles.navGroup}>
              <h2 id={`${NAV_ID}-${group}`} className={styles.navGroupTitle}>
                {t(`nav.group.${group}`)}
              </h2>
              <ul className={styles.navList} aria-labelledby={`${NAV_ID}-${group}`}>
                {inGroup.map(link)}
              </ul>
            </li>
          ) : (
            inGroup.map(link)
          ),
        )}
      </ul>
    </nav>
  )
}
