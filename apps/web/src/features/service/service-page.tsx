import type { ReactNode } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { NotFoundPage } from '../../components/not-found-page/not-found-page'
import { paths } from '../../lib/paths'
import { FaqList } from './faq-list'
import { FaultForm } from './fault-form'
import { FeedbackForm } from './feedback-form'
import { LinkGroups } from './link-groups'
import { messages } from './messages'
import { SERVICE_PAGES, ServiceFrame, type ServicePageKey } from './service-frame'
import { TicketStatusPage } from './ticket-status-page'

const m = messages.t

const CONTENT: Record<ServicePageKey, { intro: () => string; Body: () => ReactNode }> = {
  fault: { intro: () => m('faultIntro'), Body: FaultForm },
  faq: { intro: () => m('faqIntro'), Body: FaqList },
  feedback: { intro: () => m('feedbackIntro'), Body: FeedbackForm },
  links: { intro: () => m('linksIntro'), Body: LinkGroups },
}

/**
 * /service/*: the network and information services office, linked from the footer:
 * fault reports, common questions, suggestions and feedback, quick links. /service opens the first.
 */
export function ServicePage() {
  return (
    <Routes>
      <Route index element={<Navigate to={paths.service(SERVICE_PAGES[0])} replace />} />
      {SERVICE_PAGES.map((page) => {
        const { intro, Body } = CONTENT[page]
        return (
          <Route
            key={page}
            path={page}
            element={
              <ServiceFrame page={page} intro={intro()}>
                <Body />
              </ServiceFrame>
            }
          />
        )
      })}
      <Route path="ticket/:ticket/:key" element={<TicketStatusPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
