import type { SectionPageProps } from '../../lib/section-page-props'

/** What each conference page needs: the conference's menu entry and the page's own. */
export interface ConferencePageProps {
  /** The conference's menu id: the contract's meeting calls take it as `menuId`. */
  conferenceId: number
  /** The page's menu id: its articles (speakers, documents, reports) hang on it. */
  pageId: number
  /** The conference's pages, to link from one to another. */
  pages: SectionPageProps['child']['children']
}
