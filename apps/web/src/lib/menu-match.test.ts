import { describe, expect, it } from 'vitest'
import { entryTarget, matchMenu } from './menu-match'
import { menuChild, menuEntry, menuLeaf } from './menu-fixtures'

const news = menuEntry('/ibrNews', [menuChild('/ibrNews/notice'), menuChild('/ibrNews/news'), menuChild('/ibrNews/newsletter')])
const meeting = menuEntry('/ibrMeeting', [
  menuChild('/ibrMeeting/meeting2024', [menuLeaf('/ibrMeeting/meeting2024/overview'), menuLeaf('/ibrMeeting/meeting2024/apply')]),
])
const research = menuEntry('/researchAchievement', [menuChild('/researchAchievement/paper')])
const menus = [news, research, meeting]

describe('matchMenu', () => {
  it('matches nothing on home, the root and paths outside the menu', () => {
    for (const path of ['/', '', '/home', '/detail/ibrNewsnews/3', '/teamDetail/ibrTeamteam/2/Li', '/nowhere/else']) {
      expect(matchMenu(menus, path), path).toEqual({ menu: null, subMenu: null, path: null })
    }
  })

  it('finds the section and sub-menu by name', () => {
    const m = matchMenu(menus, '/ibrNews/news')
    expect(m.menu).toBe(news)
    expect(m.subMenu).toBe(news.children[1])
    expect(m.path).toBe('/ibrNews/news')
  })

  it('matches whole names, not prefixes', () => {
    expect(matchMenu(menus, '/ibrNews/newsletter').subMenu?.path).toBe('/ibrNews/newsletter')
    expect(matchMenu(menus, '/ibrNewsroom/news').menu).toBeNull()
    expect(matchMenu(menus, '/ibrNews/new').subMenu).toBeNull()
  })

  it('cuts the rest of the path off', () => {
    const m = matchMenu(menus, '/ibrMeeting/meeting2024/apply/extra?x=1')
    expect(m.menu).toBe(meeting)
    expect(m.subMenu).toBe(meeting.children[0])
    expect(m.path).toBe('/ibrMeeting/meeting2024')
  })

  it('matches a section alone when the sub-menu name is unknown or absent', () => {
    expect(matchMenu(menus, '/researchAchievement')).toEqual({ menu: research, subMenu: null, path: '/researchAchievement' })
    expect(matchMenu(menus, '/researchAchievement/unknown')).toEqual({ menu: research, subMenu: null, path: '/researchAchievement' })
  })

  it('matches nothing while the menu list is still empty', () => {
    expect(matchMenu([], '/ibrNews/news').menu).toBeNull()
  })
})

describe('entryTarget', () => {
  it('leads a section to its first child and a leaf to itself', () => {
    expect(entryTarget(news)).toBe('/ibrNews/notice')
    expect(entryTarget(meeting.children[0]!)).toBe('/ibrMeeting/meeting2024/overview')
    expect(entryTarget(news.children[0]!)).toBe('/ibrNews/notice')
  })
})
