import type { ArticleDetailRet } from '@ibr/contract'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import styles from './neighbours.module.css'
import { messages } from './messages'

const m = messages.t

/** The items before and after this one in the same list; they open in this tab, like turning a page. */
export function Neighbours({ type, prev, next }: { type: string; prev: ArticleDetailRet['prev']; next: ArticleDetailRet['next'] }) {
  const row = (label: string, item: ArticleDetailRet['prev'], rel: 'prev' | 'next') => (
    <p className={styles.row}>
      <span className={styles.label}>{m('labelled', { label })}</span>
      {item ? (
        <Link to={paths.detail(type, item.id)} rel={rel} className={styles.link} data-neighbour={rel}>
          {item.title}
        </Link>
      ) : (
        <span className={styles.none}>{m('none')}</span>
      )}
    </p>
  )
  return (
    <nav className={styles.neighbours} aria-label={m('neighbours')}>
      {row(m('previous'), prev, 'prev')}
      {row(m('next'), next, 'next')}
    </nav>
  )
}
