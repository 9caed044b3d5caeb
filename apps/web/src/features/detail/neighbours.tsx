import type { ArticleDetailRet } from '@ibr/contract'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { t } from '../../i18n'
import styles from './detail-page.module.css'

/** The items before and after this one in its section. */
export function Neighbours({ type, prev, next }: { type: string; prev: ArticleDetailRet['prev']; next: ArticleDetailRet['next'] }) {
  return (
    <nav className={styles.neighbours} aria-label={`${t('detail.previous')} / ${t('detail.next')}`}>
      <p>
        <span className={styles.neighbourLabel}>{t('detail.previous')}: </span>
        {prev ? <Link to={paths.detail(type, prev.id)}>{prev.title}</Link> : t('detail.none')}
      </p>
      <p>
        <span className={styles.neighbourLabel}>{t('detail.next')}: </span>
        {next ? <Link to={paths.detail(type, next.id)}>{next.title}</Link> : t('detail.none')}
      </p>
    </nav>
  )
}
