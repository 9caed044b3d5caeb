import { t } from '../../i18n'
import styles from './pagination.module.css'

interface Props {
  page: number
  pageSize: number
  total: number
  onChange: (page: number) => void
}

/** Previous/next page buttons with "page n of m"; nothing when everything fits on one page. */
export function Pagination({ page, pageSize, total, onChange }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={t('common.pageOf', { page, pages })}>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onChange(page - 1)} data-page-prev="">
        ‹ {t('common.prevPage')}
      </button>
      <span className={styles.status} aria-live="polite">
        {t('common.pageOf', { page, pages })}
      </span>
      <button type="button" className={styles.button} disabled={page >= pages} onClick={() => onChange(page + 1)} data-page-next="">
        {t('common.nextPage')} ›
      </button>
    </nav>
  )
}
