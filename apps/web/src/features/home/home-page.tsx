import { t } from '../../i18n'
import { useDocumentTitle } from '../../lib/use-document-title'
import { BannerCarousel } from './banner-carousel'
import { CalendarBlock } from './calendar-block'
import { HighlightsBlock } from './highlights-block'
import styles from './home-page.module.css'
import { NewsBlock } from './news-block'
import { ResearchBlock } from './research-block'

/** The home page: banners, latest news, research progress, the academic calendar, highlights. */
export function HomePage() {
  useDocumentTitle(null)
  return (
    <div className={styles.home} data-page="home">
      <h1 className="visually-hidden">{t('site.nameFull')}</h1>
      <BannerCarousel />
      <div className={styles.content}>
        <NewsBlock />
        <div className={styles.pair}>
          <ResearchBlock />
          <CalendarBlock />
        </div>
        <HighlightsBlock />
      </div>
    </div>
  )
}
