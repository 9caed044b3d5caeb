import { ROLE, type SectionReach, type StaffIdentity } from '@ibr/contract/staff-client'
import { describe, expect, it } from 'vitest'
import { groupNavItems, NAV_GROUPS, NAV_ITEMS, visibleNavItems } from './nav-items'

type Person = StaffIdentity & { reach: SectionReach[] }
const person = (over: Partial<Person> = {}): Person => ({
  id: 7,
  roles: [],
  userType: '1',
  sections: [],
  conferences: [],
  groups: [],
  reach: [],
  ...over,
})
const labels = (who: Person | null) => visibleNavItems(who).map((item) => item.label)

/** Every item of the menu, in its order: what a super user sees. */
const EVERY_ITEM = [
  'nav.dashboard',
  'nav.articles',
  'nav.media',
  'nav.teams',
  'nav.facilities',
  'nav.faq',
  'nav.quickLinks',
  'nav.links',
  'nav.statistics',
  'nav.siteMenu',
  'nav.homePage',
  'nav.siteSettings',
  'nav.conferences',
  'nav.registrations',
  'nav.checkin',
  'nav.retention',
  'nav.users',
  'nav.superUsers',
  'nav.helpdesk',
  'nav.mail',
  'nav.audit',
  'nav.account',
]

describe('the navigation shows only what a person may use', () => {
  it('an editor of the news section: content and own account, no core facilities or conferences that would open empty', () => {
    expect(labels(person({ roles: [ROLE.editor], sections: [3] }))).toEqual([
      'nav.dashboard',
      'nav.articles',
      'nav.media',
      'nav.links',
      'nav.statistics',
      'nav.account',
    ])
  })

  it('an editor of the core facilities or of a conference: that screen too', () => {
    expect(labels(person({ roles: [ROLE.editor], sections: [3, 9], reach: ['facility', 'conference'] }))).toEqual([
      'nav.dashboard',
      'nav.articles',
      'nav.media',
      'nav.facilities',
      'nav.links',
      'nav.statistics',
      'nav.conferences',
      'nav.account',
    ])
  })

  it('an editor granted no section yet: no content to work on', () => {
    expect(labels(person({ roles: [ROLE.editor] }))).toEqual(['nav.dashboard', 'nav.account'])
  })

  it('a reviewer: content, the home page for the pins of their sections, teams and facilities to review; a group administrator: their team', () => {
    expect(
      labels(
        person({
          roles: [ROLE.reviewer, ROLE.conferenceReviewer],
          sections: [3],
          conferences: [1],
          reach: ['team', 'facility', 'conference'],
        }),
      ),
    ).toEqual([
      'nav.dashboard',
      'nav.articles',
      'nav.media',
      'nav.teams',
      'nav.facilities',
      'nav.links',
      'nav.statistics',
      'nav.homePage',
      'nav.conferences',
      'nav.registrations',
      'nav.checkin',
      'nav.account',
    ])
    expect(labels(person({ roles: [ROLE.conferenceReviewer], conferences: [1] }))).toEqual([
      'nav.dashboard',
      'nav.registrations',
      'nav.checkin',
      'nav.account',
    ])
    expect(labels(person({ roles: [ROLE.reviewer], sections: [3] }))).toEqual([
      'nav.dashboard',
      'nav.articles',
      'nav.media',
      'nav.links',
      'nav.statistics',
      'nav.homePage',
      'nav.account',
    ])
    expect(labels(person({ groups: [{ id: 4 }] }))).toEqual(['nav.dashboard', 'nav.teams', 'nav.account'])
  })

  it('an administrator: content, the site menu, the home page, teams, facilities, header and footer, the help desk with FAQ and quick links, users, the audit log, mail and retention, not super users', () => {
    expect(labels(person({ roles: [ROLE.admin] }))).toEqual(EVERY_ITEM.filter((label) => label !== 'nav.superUsers'))
  })

  it('a super user (user type with 99): everything', () => {
    expect(labels(person({ userType: '1,99' }))).toEqual(EVERY_ITEM)
  })

  it('nobody signed in: nothing', () => {
    expect(labels(null)).toEqual([])
  })
})

describe('the navigation in named groups', () => {
  it('puts every screen of a group together, in the groups’ order, with the dashboard first and the account last', () => {
    const groups = groupNavItems(NAV_ITEMS)
    expect(groups.map((g) => g.group ?? g.items[0]!.label)).toEqual(['nav.dashboard', ...NAV_GROUPS, 'nav.account'])
  })

  it('keeps only the groups a person has screens in', () => {
    const editor = groupNavItems(visibleNavItems(person({ roles: [ROLE.editor], sections: [3] })))
    expect(editor.map((g) => g.group ?? null)).toEqual([null, 'content', null])
    expect(editor[1]!.items.map((item) => item.label)).toEqual(['nav.articles', 'nav.media', 'nav.links', 'nav.statistics'])
  })
})
