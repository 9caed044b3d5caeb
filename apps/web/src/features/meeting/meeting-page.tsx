// Replaced by the section's own page (issue 4); until then the generic section page.
export { SectionPage as MeetingPage } from '../section/section-page'
