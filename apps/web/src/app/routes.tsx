import { lazy, type ComponentType } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { HomePage } from '../features/home/home-page'
import { entryTarget } from '../lib/menu-match'
import { NotFoundPage } from '../components/not-found-page/not-found-page'
import { PageLoading } from '../components/page-loading/page-loading'
import { SiteLayout } from './layout/site-layout'
import type { SectionPageProps } from '../lib/section-page-props'
import { SECTION_PAGES } from './section-pages'
import type { VisibleSection } from '../lib/visible-menu'

/** Pages beyond home load when first visited. */
const DetailPage = lazy(() => import('../features/detail/detail-page').then((m) => ({ default: m.DetailPage })))
const PreviewPage = lazy(() => import('../features/detail/preview-page').then((m) => ({ default: m.PreviewPage })))
const TeamDetailPage = lazy(() => import('../features/team/detail/team-detail-page').then((m) => ({ default: m.TeamDetailPage })))
const SearchPage = lazy(() => import('../features/search/search-page').then((m) => ({ default: m.SearchPage })))
const RegistrationPage = lazy(() => import('../features/conference/registration-page').then((m) => ({ default: m.RegistrationPage })))
const ReceiptPage = lazy(() => import('../features/conference/receipt-page').then((m) => ({ default: m.ReceiptPage })))
const ServicePage = lazy(() => import('../features/service/service-page').then((m) => ({ default: m.ServicePage })))
const PrivacyPage = lazy(() => import('../features/privacy/privacy-page').then((m) => ({ default: m.PrivacyPage })))

const relative = (path: string) => path.replace(/^\//, '')

function sectionRoute(section: VisibleSection, Page: ComponentType<SectionPageProps>): RouteObject {
  const { entry } = section
  // A section (and a conference) opens on its first page: the same target the menus link to.
  const first = entry.children[0]!
  return {
    path: relative(entry.path),
    children: [
      { index: true, element: <Navigate to={entryTarget(first)} replace /> },
      ...entry.children.map((child): RouteObject => {
        if (child.children.length === 0)
          return { path: relative(child.path).split('/').pop(), element: <Page section={section} child={child} leaf={null} /> }
        return {
          path: relative(child.path).split('/').pop(),
          children: [
            { index: true, element: <Navigate to={entryTarget(child)} replace /> },
            ...child.children.map((leaf) => ({
              path: relative(leaf.path).split('/').pop(),
              element: <Page section={section} child={child} leaf={leaf} />,
            })),
          ],
        }
      }),
    ],
  }
}

/**
 * The route table: the fixed routes, then one per visible menu entry once the menu
 * list has arrived (`sections` is null until then; unknown paths wait for it instead of showing
 * "not found" to a deep link that is about to match).
 */
export function buildRoutes(sections: readonly VisibleSection[] | null): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        { path: 'home', element: <HomePage /> },
        { path: 'detail/:type/:id', element: <DetailPage /> },
        // A staff preview link of a draft: not in any menu, never indexed.
        { path: 'preview/:token', element: <PreviewPage /> },
        { path: 'teamDetail/:type/:id/:name', element: <TeamDetailPage /> },
        // The network and information services office: in no menu, linked from the footer.
        { path: 'service/*', element: <ServicePage /> },
        // Site search: linked from the header's box and the mobile menu.
        { path: 'search', element: <SearchPage /> },
        // How readers are counted without personal data: in no menu, linked from the footer.
        { path: 'privacy', element: <PrivacyPage /> },
        // A registrant's private link from their e-mail: in no menu.
        { path: 'registration/:code/:key', element: <RegistrationPage /> },
        { path: 'registration/:code/:key/receipt', element: <ReceiptPage /> },
        ...(sections ?? []).map((section) => sectionRoute(section, SECTION_PAGES[section.key])),
        { path: '*', element: sections ? <NotFoundPage /> : <PageLoading /> },
      ],
    },
  ]
}
