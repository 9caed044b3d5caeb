import { NavLink } from 'react-router'
import type { SectionPageProps } from '../routes'
import { entryTarget } from '../menu-match'
import { selectMenu } from '../layout/select-menu'
import { t } from '../../i18n'
import styles from './section-frame.module.css'

/** The section's sub-menu; under a conference, that conference's pages as well. */
export function SubMenu({ section, child, leaf }: SectionPageProps) {
  const { entry } = section
  return (
    <nav className={styles.subMenu} aria-label={t('nav.subMenu', { name: entry.name })}>
      <h2 className={styles.subMenuTitle}>{entry.name}</h2>
      <ul>
        {entry.children.map((item) => (
          <li key={item.id} className={leaf && item.id === child.id ? styles.withLeaves : undefined}>
            <NavLink to={entryTarget(item)} className={({ isActive }) => `${styles.subLink} ${isActive || item.id === child.id ? styles.subActive : ''}`} onClick={() => selectMenu(entry, item)}>
              {item.name}
            </NavLink>
            {leaf && item.id === child.id && (
              <ul className={styles.leaves}>
                {item.children.map((l) => (
                  <li key={l.id}>
                    <NavLink to={l.path} className={({ isActive }) => `${styles.leafLink} ${isActive ? styles.subActive : ''}`}>
                      {l.name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
