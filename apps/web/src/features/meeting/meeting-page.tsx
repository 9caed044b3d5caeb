import type { SectionPageProps } from '../../app/routes'
import { SectionFrame } from '../../app/section-frame/section-frame'
import { ApplyPage } from './apply-page'
import { FilesPage } from './files-page'
import { GuestPage } from './guest-page'
import styles from './meeting.module.css'
import { messages } from './messages'
import { OverviewPage } from './overview-page'
import { ReviewPage } from './review-page'
import { SchedulePage } from './schedule-page'

/** What each conference page needs: the conference's menu entry and the page's own. */
export interface ConferencePageProps {
  /** The conference's menu id: the meeting calls take it. */
  meetingId: number
  /** The page's menu id: its articles (speakers, documents, reports) hang on it. */
  pageId: number
  /** The conference's pages, to link from one to another. */
  pages: SectionPageProps['child']['children']
}

/**
 * A conference (2024, 2022) and its six pages; the sub-menu of the frame lists the pages, and the
 * conference's name heads each so a visitor always knows which conference a page belongs to.
 */
export function MeetingPage(props: SectionPageProps) {
  const { child, leaf } = props
  const page: ConferencePageProps = { meetingId: child.id, pageId: (leaf ?? child).id, pages: child.children }
  return (
    <SectionFrame {...props}>
      <p className={styles.conference}>
        <span className="visually-hidden">{messages.t('conference')}: </span>
        {child.name}
      </p>
      <ConferencePage template={leaf?.listTemplate ?? 'overview'} {...page} key={page.pageId} />
    </SectionFrame>
  )
}

function ConferencePage({ template, ...page }: ConferencePageProps & { template: string }) {
  switch (template) {
    case 'apply':
      return <ApplyPage {...page} />
    case 'schedule':
      return <SchedulePage {...page} />
    case 'guest':
      return <GuestPage {...page} />
    case 'file':
      return <FilesPage {...page} />
    case 'review':
      return <ReviewPage {...page} />
    default:
      return <OverviewPage {...page} />
  }
}
