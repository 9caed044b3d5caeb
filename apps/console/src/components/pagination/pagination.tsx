import { useMessages } from '../../i18n/use-t'
import { Button } from '../button/button'
import styles from './pagination.module.css'
import { messages } from './messages'

interface PaginationProps {
  page: number
  pageCount: number
  total: number
  canPrevious: boolean
  canNext: boolean
  onPrevious: () => void
  onNext: () => void
}

/** Previous / next with where one is: dense lists are paged one step at a time or by the URL. */
export function Pagination({ page, pageCount, total, canPrevious, canNext, onPrevious, onNext }: PaginationProps) {
  const t = useMessages(messages)
  return (
    <nav className={styles.pagination} aria-label={t('table.pagination')}>
      <p className={styles.where} aria-live="polite">
        {t('table.pageOf', { page, pages: Math.max(pageCount, 1), total })}
      </p>
      <div className={styles.buttons}>
        <Button size="small" isDisabled={!canPrevious} onPress={onPrevious}>
          {t('table.previous')}
        </Button>
        <Button size="small" isDisabled={!canNext} onPress={onNext}>
          {t('table.next')}
        </Button>
      </div>
    </nav>
  )
}
