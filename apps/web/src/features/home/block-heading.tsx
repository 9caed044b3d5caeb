import { Link } from 'react-router'
import { t } from '../../i18n'
import styles from './block-heading.module.css'

/** A home block's title with its "more" link. */
export function BlockHeading({ id, title, moreTo }: { id: string; title: string; moreTo?: string | null }) {
  return (
    <div className={styles.heading}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {moreTo && (
        <Link to={moreTo} className={styles.more} aria-label={t('home.moreAbout', { name: title })}>
          {t('home.more')}
          <span aria-hidden="true"> ›</span>
        </Link>
      )}
    </div>
  )
}
