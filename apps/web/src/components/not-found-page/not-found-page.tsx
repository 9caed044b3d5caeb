import { Link } from 'react-router'
import { t } from '../../i18n'
import { useDocumentTitle } from '../../lib/use-document-title'
import styles from './not-found-page.module.css'

export function NotFoundPage() {
  useDocumentTitle(t('notFound.title'))
  return (
    <section className={styles.page} aria-labelledby="not-found-title" data-page="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <Link className={styles.home} to="/home">
        {t('common.backHome')}
      </Link>
    </section>
  )
}
