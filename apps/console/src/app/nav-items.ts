import { can, STAFF_API, STAFF_ACCESS, type Permission, type SectionReach, type StaffIdentity } from '@ibr/contract/staff-client'
import type { MessageKey } from '../i18n/use-t'
import { paths } from '../lib/paths'

/** The navigation's groups, in their order; the dashboard and the person's own account stand outside them. */
export const NAV_GROUPS = ['content', 'site', 'conferences', 'people', 'administration'] as const
export type NavGroup = (typeof NAV_GROUPS)[number]

export interface NavItem {
  label: MessageKey
  group?: NavGroup
  to: string
  /** Who may use the screen: the permission of the call that fills it, from the contract's table. */
  permission: Permission
  /** Other permissions that also open it (a screen both editors and reviewers work in). */
  alsoFor?: readonly Permission[]
  /**
   * Without site-wide rights, only for whom their sections hold this kind of work: an editor of the
   * news section has `content.write` but no core facility or conference to open.
   */
  reach?: SectionReach
}

/** Every screen the navigation can offer, in its order: each group's screens together. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'nav.dashboard', to: paths.dashboard.getHref(), permission: STAFF_ACCESS[STAFF_API.dashboard].permission },
  { label: 'nav.articles', group: 'content', to: paths.articles.getHref(), permission: STAFF_ACCESS[STAFF_API.articleList].permission },
  // Group administrators pick and upload their team's photo, but the library's screen (mediaGet) is the content writers'.
  { label: 'nav.media', group: 'content', to: paths.media.getHref(), permission: STAFF_ACCESS[STAFF_API.mediaGet].permission },
  // Records: the list answers anyone signed in, narrowed to what they may edit or review; the
  // entry shows to who can write or review the kind.
  {
    label: 'nav.teams',
    group: 'content',
    to: paths.records.getHref('team'),
    permission: STAFF_ACCESS[STAFF_API.teamSave].permission,
    alsoFor: ['content.review'],
    reach: 'team',
  },
  {
    label: 'nav.facilities',
    group: 'content',
    to: paths.records.getHref('facility'),
    permission: STAFF_ACCESS[STAFF_API.facilitySave].permission,
    alsoFor: [STAFF_ACCESS[STAFF_API.facilityApprove].permission],
    reach: 'facility',
  },
  { label: 'nav.faq', group: 'content', to: paths.records.getHref('faq'), permission: STAFF_ACCESS[STAFF_API.faqSave].permission },
  {
    label: 'nav.quickLinks',
    group: 'content',
    to: paths.records.getHref('quickLink'),
    permission: STAFF_ACCESS[STAFF_API.quickLinkSave].permission,
  },
  // Administrators see every broken link, editors those of their sections.
  { label: 'nav.links', group: 'content', to: paths.links.getHref(), permission: STAFF_ACCESS[STAFF_API.linksList].permission },
  // Administrators see the whole site's figures, editors their sections' pages.
  {
    label: 'nav.statistics',
    group: 'content',
    to: paths.statistics.getHref(),
    permission: STAFF_ACCESS[STAFF_API.statsSummary].permission,
  },
  { label: 'nav.siteMenu', group: 'site', to: paths.menu.getHref(), permission: STAFF_ACCESS[STAFF_API.menuTree].permission },
  // Administrators see the banners there too; a reviewer only the pins of their sections.
  { label: 'nav.homePage', group: 'site', to: paths.homePage.getHref(), permission: STAFF_ACCESS[STAFF_API.pinnedList].permission },
  {
    label: 'nav.siteSettings',
    group: 'site',
    to: paths.siteSettings.getHref(),
    permission: STAFF_ACCESS[STAFF_API.siteSettingsSave].permission,
  },
  // Editors of the conference section or of one conference; the list holds only theirs.
  {
    label: 'nav.conferences',
    group: 'conferences',
    to: paths.conferences.getHref(),
    permission: STAFF_ACCESS[STAFF_API.conferenceSave].permission,
    reach: 'conference',
  },
  {
    label: 'nav.registrations',
    group: 'conferences',
    to: paths.registrations.getHref(),
    permission: STAFF_ACCESS[STAFF_API.registrationList].permission,
  },
  {
    label: 'nav.checkin',
    group: 'conferences',
    to: paths.checkin.getHref(),
    permission: STAFF_ACCESS[STAFF_API.registrationCheckin].permission,
  },
  {
    label: 'nav.retention',
    group: 'conferences',
    to: paths.retention.getHref(),
    permission: STAFF_ACCESS[STAFF_API.registrationPurgePreview].permission,
  },
  { label: 'nav.users', group: 'people', to: paths.users.getHref(), permission: STAFF_ACCESS[STAFF_API.userList].permission },
  {
    label: 'nav.superUsers',
    group: 'people',
    to: paths.superUsers.getHref(),
    permission: STAFF_ACCESS[STAFF_API.superUserList].permission,
  },
  {
    label: 'nav.helpdesk',
    group: 'administration',
    to: paths.helpdesk.getHref(),
    permission: STAFF_ACCESS[STAFF_API.helpdeskList].permission,
  },
  { label: 'nav.mail', group: 'administration', to: paths.mail.getHref(), permission: STAFF_ACCESS[STAFF_API.mailOutbox].permission },
  { label: 'nav.audit', group: 'administration', to: paths.audit.getHref(), permission: STAFF_ACCESS[STAFF_API.auditList].permission },
  { label: 'nav.account', to: paths.account.getHref(), permission: STAFF_ACCESS[STAFF_API.password].permission },
]

/** The screens this person may use: nothing is offered that would only answer "no permission". */
export const visibleNavItems = (who: (StaffIdentity & { reach?: readonly SectionReach[] }) | null): NavItem[] =>
  NAV_ITEMS.filter((item) => {
    if (!can(who, item.permission) && !(item.alsoFor ?? []).some((permission) => can(who, permission))) return false
    if (!item.reach || can(who, 'site.manage')) return true
    // A group administrator edits their own team whatever their sections.
    if (item.reach === 'team' && (who?.groups.length ?? 0) > 0) return true
    return who?.reach?.includes(item.reach) ?? false
  })

/** Consecutive items of one group together, in the navigation's order; an item outside a group stands alone. */
export function groupNavItems(items: readonly NavItem[]): { group?: NavGroup; items: NavItem[] }[] {
  const out: { group?: NavGroup; items: NavItem[] }[] = []
  for (const item of items) {
    const last = out.at(-1)
    if (item.group && last?.group === item.group) last.items.push(item)
    else out.push({ group: item.group, items: [item] })
  }
  return out
}
