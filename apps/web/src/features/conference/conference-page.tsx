import type { SectionPageProps } from '../../lib/section-page-props'
import { SectionFrame } from '../../components/section-frame/section-frame'
import type { ConferencePageProps } from './conference-page-props'
import { ApplyPage } from './apply-page'
import { FilesPage } from './files-page'
import { GuestPage } from './guest-page'
import styles from './conference.module.css'
import { messages } from './messages'
import { OverviewPage } from './overview-page'
import { ReviewPage } from './review-page'
import { SchedulePage } from './schedule-page'

/**
 * A conference (2024, 2022) and its six pages; the sub-menu of the frame lists the pages, and the
 * conference's name heads each so a visitor always knows which conference a page belongs to.
 */
export function ConferencePage(props: SectionPageProps) {
  const { child, leaf } = props
  const page: ConferencePageProps = { conferenceId: child.id, pageId: (leaf ?? child).id, pages: child.children }
  return (
    <SectionFrame {...props}>
      <p className={styles.conference}>
        <span className="visually-hidden">{messages.t('conference')}: </span>
        {child.name}
      </p>
      <PageOfTemplate template={leaf?.listTemplate ?? 'overview'} {...page} key={page.pageId} />
    </SectionFrame>
  )
}

function PageOfTemplate({ template, ...page }: ConferencePageProps & { template: string }) {
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
