import { can } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { CallError } from '../../components/call-error/call-error'
import { Loading } from '../../components/loading/loading'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useMessages } from '../../i18n/use-t'
import { sessionStore } from '../../lib/session-store'
import { useDocumentTitle } from '../../lib/use-document-title'
import { BannerList } from './banner-list'
import styles from './home.module.css'
import { PinnedSection } from './pinned-section'
import { useBanners } from './use-banners'
import { messages } from './messages'

/**
 * The home page: its banners (administrators: they are site-wide) and the items pinned in each section
 * (reviewers, in their sections). Each part is shown to whoever may change it.
 */
export function HomePage() {
  const t = useMessages(messages)
  useDocumentTitle(t('home.title'))
  const user = useStore(sessionStore, (s) => s.user)
  const mayBanners = can(user, 'site.manage')
  const { banners, error, reload, changes } = useBanners(mayBanners)
  return (
    <>
      <PageHeading intro={t('home.intro')}>{t('home.title')}</PageHeading>
      {mayBanners && (
        <section className={styles.card} aria-labelledby="home-banners">
          <h2 id="home-banners" className={styles.cardTitle}>
            {t('home.bannersTitle')}
          </h2>
          {error ? (
            <CallError error={error} onRetry={reload} />
          ) : !banners ? (
            <Loading />
          ) : (
            <BannerList banners={banners} changes={changes} />
          )}
        </section>
      )}
      {can(user, 'content.review') && (
        <section className={styles.card} aria-labelledby="home-pinned">
          <h2 id="home-pinned" className={styles.cardTitle}>
            {t('home.pinnedTitle')}
          </h2>
          <PinnedSection />
        </section>
      )}
    </>
  )
}
