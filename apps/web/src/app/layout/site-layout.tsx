import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '../../components/error-boundary/error-boundary'
import { t } from '../../i18n'
import { useIsMobile } from '../../lib/use-media-query'
import { PageLoading } from '../../components/page-loading/page-loading'
import { DesktopHeader } from './desktop-header'
import { MobileHeader } from './mobile-header'
import { SiteFooter } from './site-footer'
import styles from './site-layout.module.css'

/** The frame of every page: the desktop or mobile header, the page, the footer. */
export function SiteLayout() {
  const mobile = useIsMobile()
  const { pathname } = useLocation()
  return (
    <div className={styles.layout} data-layout={mobile ? 'mobile' : 'desktop'}>
      <a className={styles.skip} href="#main" onClick={focusMain} data-chrome="">
        {t('site.skipToContent')}
      </a>
      <div data-chrome="">{mobile ? <MobileHeader /> : <DesktopHeader />}</div>
      <main id="main" className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <div data-chrome="">
        <SiteFooter />
      </div>
    </div>
  )
}

/** The hash belongs to the router: move focus to the content without changing the location. */
function focusMain(event: React.MouseEvent) {
  event.preventDefault()
  document.getElementById('main')?.focus()
}
