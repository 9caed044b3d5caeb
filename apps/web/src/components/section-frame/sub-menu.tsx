import { NavLink } from 'react-router'
import { t } from '../../i18n'
import { selectMenu } from '../../lib/select-menu'
import { entryTarget } from '../../lib/menu-match'
import type { SectionPageProps } from '../../lib/section-page-props'
import { subLinkClass, SubMenuNav } from './page-frame'
import styles from './section-frame.module.css'

/** The section's sub-menu; under a conference, that conference's pages as well. */
export function SubMenu({ section, child, leaf }: SectionPageProps) {
  const { entry } = section
  return (
    <SubMenuNav label={t('nav.subMenu', { name: entry.name })} title={entry.name}>
      {entry.children.map((item) => (
        <li key={item.id} className={leaf && item.id === child.id ? styles.withLeaves : undefined}>
          <NavLink
            to={entryTarget(item)}
            className={({ isActive }) => subLinkClass(isActive || item.id === child.id)}
            onClick={() => selectMenu(entry, item)}
          >
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
    </SubMenuNav>
  )
}
