import { t } from '../../i18n'
import styles from './pagination.module.css'

interface Props {
  page: number
  pageSize: number
  total: number
  /** More items than `total` exist, uncounted (a common search): the pages go on, their number shown as "n+". */
  more?: boolean
  onChange: (page: number) => void
}

/** Previous/next page buttons with "page n of m"; nothing when everything fits on one page. */
export function Pagination({ page, pageSize, total, more = false, onChange }: Props) {
  const counted = Math.max(1, Math.ceil(total / pageSize))
  if (counted <= 1 && !more) return null
  const last = more ? Math.max(counted, page) + 1 : counted
  const pages = more ? `${Math.max(counted, page)}+` : counted
  return (
    <nav className={styles.pagination} aria-label={t('common.pageOf', { page, pages })}>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onChange(page - 1)} data-page-prev="">
        ‹ {t('common.prevPage')}
      </button>
      <span className={styles.status} aria-live="polite">
        {t('common.pageOf', { page, pages })}
      </span>
      <button type="button" className={styles.button} disabled={page >= last} onClick={() => onChange(page + 1)} data-page-next="">
        {t('common.nextPage')} ›
      </button>
    </nav>
  )
}
