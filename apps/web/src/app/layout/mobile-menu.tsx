import type { MenuEntry } from '@ibr/contract'
import { useStore } from '@ibr/ui/create-store'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n'
import { entryTarget } from '../../lib/menu-match'
import { appStore } from '../../lib/app-store'
import { LanguageLink } from './language-link'
import { QuickLinkItems } from './quick-links'
import styles from './mobile-menu.module.css'
import { selectMenu } from '../../lib/select-menu'
import { SiteSearch } from './site-search'
import { useVisibleSections } from '../../lib/use-visible-sections'

interface Props {
  open: boolean
  onClose: () => void
  onNavigate: () => void
}

/** The slide-out panel: home, an accordion of sections, quick links and the language toggle. */
export function MobileMenu({ open, onClose, onNavigate }: Props) {
  const sections = useVisibleSections()
  const currentMenu = useStore(appStore, (s) => s.currentMenu)
  const [expanded, setExpanded] = useState<number | null>(null)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    setExpanded(appStore.get().currentMenu?.id ?? null)
    panel.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, onClose])

  const choose = (menu: MenuEntry | null, index = 0) => {
    selectMenu(menu, menu?.children[index] ?? null)
    onNavigate()
  }

  return (
    <div className={styles.root} hidden={!open} data-mobile-menu="">
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div id="mobile-menu" ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={t('nav.menu')} tabIndex={-1}>
        <div className={styles.head}>
          <LanguageLink className={styles.language} />
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('nav.closeMenu')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <SiteSearch className={styles.search} onDone={onNavigate} />
        <nav aria-label={t('nav.main')}>
          <ul className={styles.list}>
            <li>
              <Link to="/home" className={styles.top} onClick={() => choose(null)}>
                {t('nav.home')}
              </Link>
            </li>
            {sections.map(({ entry }) => {
              const isOpen = expanded === entry.id
              const id = `mobile-section-${entry.id}`
              return (
                <li key={entry.id} className={currentMenu?.id === entry.id ? styles.current : undefined}>
                  <button
                    type="button"
                    className={styles.section}
                    aria-expanded={isOpen}
                    aria-controls={id}
                    onClick={() => setExpanded(isOpen ? null : entry.id)}
                  >
                    <span>{entry.name}</span>
                    <span className={`${styles.icon} ${isOpen ? styles.iconOpen : ''}`} aria-hidden="true" />
                  </button>
                  <ul id={id} className={styles.children} hidden={!isOpen}>
                    {entry.children.map((child, index) => (
                      <li key={child.id}>
                        <Link to={entryTarget(child)} className={styles.child} onClick={() => choose(entry, index)}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        </nav>
        <ul className={styles.quick}>
          <QuickLinkItems />
        </ul>
      </div>
    </div>
  )
}
