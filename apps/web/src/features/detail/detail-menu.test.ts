import { describe, expect, it } from 'vitest'
import { detailCrumbs, menuIdOfType, type MenuNode } from './detail-menu'

const node = (id: number, name: string, path: string, listTemplate: string, children: MenuNode[] = []): MenuNode => ({
  id,
  name,
  path,
  listTemplate,
  children,
})
const menu = [
  node(1, '新闻动态', '/ibrNews', 'ibrNews', [
    node(8, '通知公告', '/ibrNews/notice', 'notice'),
    node(9, '综合新闻', '/ibrNews/news', 'news'),
  ]),
  node(6, '学术会议', '/ibrMeeting', 'ibrMeeting', [
    node(22, '2024 大会', '/ibrMeeting/meeting2024', 'meeting2024', [
      node(28, '会议概况', '/ibrMeeting/meeting2024/overview', 'overview'),
      node(32, '会议资料', '/ibrMeeting/meeting2024/file', 'file'),
    ]),
  ]),
]

describe('menuIdOfType', () => {
  it('finds the entry whose parent template and own template make the type, at any depth', () => {
    expect(menuIdOfType(menu, 'ibrNewsnews')).toBe(9)
    expect(menuIdOfType(menu, 'meeting2024file')).toBe(32)
    expect(menuIdOfType(menu, 'ibrMeetingmeeting2024')).toBe(22)
  })

  it('answers nothing for a type no entry has, and never matches a section alone', () => {
    expect(menuIdOfType(menu, 'article')).toBeUndefined()
    expect(menuIdOfType(menu, 'ibrNews')).toBeUndefined()
    expect(menuIdOfType([], 'ibrNewsnews')).toBeUndefined()
  })
})

describe('detailCrumbs', () => {
  const item = { title: '会议手册', menuId: 32, menuName: '会议资料', menuPath: '/ibrMeeting/meeting2024/file' }

  it('walks from the section to the list, each step linking where its page is', () => {
    expect(detailCrumbs(menu, item)).toEqual([
      { label: '学术会议', to: '/ibrMeeting/meeting2024/overview' },
      { label: '2024 大会', to: '/ibrMeeting/meeting2024/overview' },
      { label: '会议资料', to: '/ibrMeeting/meeting2024/file' },
      { label: '会议手册' },
    ])
    expect(detailCrumbs(menu, { title: 'x', menuId: 9, menuName: '综合新闻', menuPath: '/ibrNews/news' })).toEqual([
      { label: '新闻动态', to: '/ibrNews/notice' },
      { label: '综合新闻', to: '/ibrNews/news' },
      { label: 'x' },
    ])
  })

  it('falls back to the list the server named, or the item alone', () => {
    expect(detailCrumbs([], item)).toEqual([{ label: '会议资料', to: '/ibrMeeting/meeting2024/file' }, { label: '会议手册' }])
    expect(detailCrumbs(menu, { title: 'x', menuId: null, menuName: null, menuPath: null })).toEqual([{ label: 'x' }])
  })
})
