import { SectionPage } from '../section/section-page'

// Replaced by the services office's page (issue 4).
export function ServicePage() {
  return null as unknown as ReturnType<typeof SectionPage>
}
