import { useStore } from '@ibr/ui/create-store'
import { NavLink } from 'react-router'
import { t } from '../../i18n'
import { appStore } from '../../lib/app-store'
import { Brand } from './brand'
import styles from './desktop-header.module.css'
import { LanguageLink } from './language-link'
import { QuickLinkItems } from './quick-links'
import { NavDropdown } from './nav-dropdown'
import { selectMenu } from '../../lib/select-menu'
import { SiteSearch } from './site-search'
import { useVisibleSections } from '../../lib/use-visible-sections'

/** The desktop top bar: brand, quick links, language, and a dropdown per section. */
export function DesktopHeader() {
  const sections = useVisibleSections()
  const currentMenu = useStore(appStore, (s) => s.currentMenu)
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Brand />
        <ul className={styles.utility}>
          <QuickLinkItems />
          <li>
            <SiteSearch />
          </li>
          <li>
            <LanguageLink className={styles.language} />
          </li>
        </ul>
      </div>
      <nav className={styles.nav} aria-label={t('nav.main')}>
        <ul className={styles.menu}>
          <li className={styles.item}>
            <NavLink
              to="/home"
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              onClick={() => selectMenu(null)}
            >
              {t('nav.home')}
            </NavLink>
          </li>
          {sections.map((section) => (
            <NavDropdown key={section.entry.id} entry={section.entry} active={currentMenu?.id === section.entry.id} />
          ))}
        </ul>
      </nav>
    </header>
  )
}
