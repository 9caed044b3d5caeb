import { can, mainRole, STAFF_API, STAFF_ACCESS, type Permission, type StaffCallPath } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { lazy, Suspense, type ReactNode } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { NoPermission } from '../components/call-error/call-error'
import { Loading } from '../components/loading/loading'
import { PageHeading } from '../components/page-heading/page-heading'
import { useT, type MessageKey } from '../i18n/use-t'
import { paths } from '../lib/paths'
import { sessionStore } from '../lib/session-store'
import { useDocumentTitle } from '../lib/use-document-title'
import { BareFrame } from './frame/bare-frame'
import { NotFoundPage } from './not-found-page'
import { SessionGate } from './session-gate'

// Each screen loads when first visited: an editor never downloads the user administration.
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })))
const ArticlesPage = lazy(() => import('../features/articles/list/articles-page').then((m) => ({ default: m.ArticlesPage })))
const ArticleEditorPage = lazy(() =>
  import('../features/articles/editor/article-editor-page').then((m) => ({ default: m.ArticleEditorPage })),
)
const UsersPage = lazy(() => import('../features/users/users-page').then((m) => ({ default: m.UsersPage })))
const UserPage = lazy(() => import('../features/users/user-page').then((m) => ({ default: m.UserPage })))
const SuperUsersPage = lazy(() => import('../features/super-users/super-users-page').then((m) => ({ default: m.SuperUsersPage })))
const AuditPage = lazy(() => import('../features/audit/audit-page').then((m) => ({ default: m.AuditPage })))
const MenuPage = lazy(() => import('../features/menu/menu-page').then((m) => ({ default: m.MenuPage })))
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })))
const HelpdeskPage = lazy(() => import('../features/helpdesk/helpdesk-page').then((m) => ({ default: m.HelpdeskPage })))
const MediaPage = lazy(() => import('../features/media/media-page').then((m) => ({ default: m.MediaPage })))
const MailPage = lazy(() => import('../features/mail/mail-page').then((m) => ({ default: m.MailPage })))
const LinksPage = lazy(() => import('../features/links/links-page').then((m) => ({ default: m.LinksPage })))
const RetentionPage = lazy(() => import('../features/retention/retention-page').then((m) => ({ default: m.RetentionPage })))
const RecordsPage = lazy(() => import('../features/records/records-page').then((m) => ({ default: m.RecordsPage })))
const RecordEditorPage = lazy(() => import('../features/records/record-editor-page').then((m) => ({ default: m.RecordEditorPage })))
const SiteSettingsPage = lazy(() => import('../features/site-settings/site-settings-page').then((m) => ({ default: m.SiteSettingsPage })))
const ConferencesPage = lazy(() => import('../features/conferences/conferences-page').then((m) => ({ default: m.ConferencesPage })))
const ConferenceEditorPage = lazy(() =>
  import('../features/conferences/conference-editor-page').then((m) => ({ default: m.ConferenceEditorPage })),
)
const RegistrationsPage = lazy(() => import('../features/registrations/registrations-page').then((m) => ({ default: m.RegistrationsPage })))
const StatisticsPage = lazy(() => import('../features/statistics/statistics-page').then((m) => ({ default: m.StatisticsPage })))
const CheckinPage = lazy(() => import('../features/checkin/checkin-page').then((m) => ({ default: m.CheckinPage })))
const AccountPage = lazy(() => import('../features/account/account-page').then((m) => ({ default: m.AccountPage })))
const SignInLinkPage = lazy(() => import('../features/sign-in/sign-in-link-page').then((m) => ({ default: m.SignInLinkPage })))

/**
 * A screen this person may not use says so in place (someone followed a link, or lost a role): the
 * server would refuse its calls anyway, and it decides; this only spares the round trip.
 */
function Allowed({ permission, title, children }: { permission: Permission; title: MessageKey; children: ReactNode }) {
  const user = useStore(sessionStore, (s) => s.user)
  return can(user, permission) ? children : <Refused title={title} />
}

/** The refused screen keeps its name (heading, window title), so one knows what was refused. */
function Refused({ title }: { title: MessageKey }) {
  const t = useT()
  useDocumentTitle(t(title))
  return (
    <>
      <PageHeading>{t(title)}</PageHeading>
      <NoPermission />
    </>
  )
}

/** The first screen: a group administrator and nothing more goes straight to their team's page. */
function Landing() {
  const user = useStore(sessionStore, (s) => s.user)
  const team = user && mainRole(user) === 'group-admin' && user.groups.length === 1 ? user.groups[0] : undefined
  return team ? <Navigate to={paths.record.getHref('team', team.id)} replace /> : <DashboardPage />
}

/** A screen is allowed to whoever may make the call that fills it (the contract's table). */
const permissionOf = (path: StaffCallPath): Permission => STAFF_ACCESS[path].permission ?? 'signedIn'

const relative = (path: string) => path.replace(/^\//, '')

/** The console's routes, under the router's /console basename; every screen but a sign-in link's sits in the session gate. */
export const routes: RouteObject[] = [
  // A sign-in link's page signs in by itself: it stands outside the gate, which would show the sign-in form.
  {
    path: relative(paths.signInLink.path),
    element: (
      <BareFrame>
        <Suspense fallback={<Loading />}>
          <SignInLinkPage />
        </Suspense>
      </BareFrame>
    ),
  },
  {
    element: <SessionGate />,
    children: [
      { index: true, element: <Landing /> },
      {
        path: relative(paths.articles.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.articleList)} title="articles.title">
            <ArticlesPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.menu.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.menuTree)} title="menu.title">
            <MenuPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.articleNew.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.articleSave)} title="editor.title">
            <ArticleEditorPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.article.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.articleGet)} title="editor.title">
            <ArticleEditorPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.homePage.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.pinnedList)} title="home.title">
            <HomePage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.users.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.userList)} title="users.title">
            <UsersPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.user.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.userDetail)} title="user.title">
            <UserPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.superUsers.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.superUserList)} title="superUsers.title">
            <SuperUsersPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.audit.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.auditList)} title="audit.title">
            <AuditPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.media.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.mediaList)} title="media.title">
            <MediaPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.helpdesk.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.helpdeskList)} title="helpdesk.title">
            <HelpdeskPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.statistics.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.statsSummary)} title="statistics.title">
            <StatisticsPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.mail.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.mailOutbox)} title="mail.title">
            <MailPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.links.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.linksList)} title="links.title">
            <LinksPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.retention.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.registrationPurgePreview)} title="retention.title">
            <RetentionPage />
          </Allowed>
        ),
      },
      // The list and editor answer anyone signed in, narrowed by the server to what they may edit or review.
      { path: relative(paths.records.path), element: <RecordsPage /> },
      { path: relative(paths.record.path), element: <RecordEditorPage /> },
      {
        path: relative(paths.siteSettings.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.siteSettingsSave)} title="siteSettings.title">
            <SiteSettingsPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.conferences.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.conferenceSave)} title="conf.title">
            <ConferencesPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.conference.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.conferenceGet)} title="conf.editor">
            <ConferenceEditorPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.registrations.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.registrationList)} title="reg.title">
            <RegistrationsPage />
          </Allowed>
        ),
      },
      {
        path: relative(paths.checkin.path),
        element: (
          <Allowed permission={permissionOf(STAFF_API.registrationCheckin)} title="checkin.title">
            <CheckinPage />
          </Allowed>
        ),
      },
      { path: relative(paths.account.path), element: <AccountPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
