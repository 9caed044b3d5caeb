import type { AppDeps } from '../app-deps.js'
import type { ArticleService } from '../modules/article/index.js'
import { calendarService } from '../modules/calendar/index.js'
import { conferenceService, type ConferenceService } from '../modules/conference/index.js'
import { fileRepository } from '../modules/file/index.js'
import { helpdeskRepository } from '../modules/helpdesk/index.js'
import { imageService, type ImageService } from '../modules/image/index.js'
import type { MenuService } from '../modules/menu/index.js'
import { researchService } from '../modules/research/index.js'
import { searchService } from '../modules/search/index.js'

/** What the public site reads besides the menu and the articles (which createServices builds first). */
export interface SiteServices {
  /** A section's or the home page's images of one type, in order. */
  images: ImageService
  /** Research areas, teams and facilities: their pages, share pages and the sitemap. */
  research: ReturnType<typeof researchService>
  /** Public conferences: found from a menu entry, their days and sessions, their programme. */
  conferences: ConferenceService
  /** Academic events: the calendar's month and day, and the iCalendar feeds. */
  calendar: ReturnType<typeof calendarService>
  /** The help desk's FAQ and links (the public forms write through helpdesk-service). */
  helpdesk: ReturnType<typeof helpdeskRepository>
  /** The site search over published content. */
  search: ReturnType<typeof searchService>
  /** Uploaded files: public ones served, a form's draft uploads. */
  files: ReturnType<typeof fileRepository>
}

export function siteServices(deps: AppDeps, built: { menu: MenuService; articles: ArticleService }): SiteServices {
  const { db } = deps
  return {
    images: imageService(db),
    research: researchService(db, built.articles),
    conferences: conferenceService(db, built.menu),
    calendar: calendarService(db),
    helpdesk: helpdeskRepository(db),
    search: searchService(db, deps.config.timeZone),
    files: fileRepository(db),
  }
}
