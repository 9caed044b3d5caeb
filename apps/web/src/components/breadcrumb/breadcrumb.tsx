import { Link } from 'react-router'
import { t } from '../../i18n'
import styles from './breadcrumb.module.css'

export interface Crumb {
  label: string
  to?: string
}

/** Where the page sits: home, then the given steps; the last one is the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const all: Crumb[] = [{ label: t('nav.home'), to: '/home' }, ...items]
  return (
    <nav className={styles.breadcrumb} aria-label={t('nav.breadcrumb')}>
      <ol>
        {all.map((item, index) => {
          const last = index === all.length - 1
          return (
            <li key={index}>
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
