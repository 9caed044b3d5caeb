import { describe, expect, it } from 'vitest'
import { readableSummary, type SummaryNames } from './audit-summary'

const names = (lang: 'zh' | 'en'): SummaryNames => ({
  role: (code) => ({ 10: { zh: '编辑', en: 'Editor' }, 21: { zh: '审核人', en: 'Reviewer' } })[code]?.[lang],
  section: (id) => ({ 9: { zh: '新闻', en: 'News' }, 12: { zh: '通知', en: 'Notices' } })[id]?.[lang],
  conference: (id) => ({ 3: { zh: '脑科学年会', en: 'Brain Science Meeting' } })[id]?.[lang],
  team: (id) => ({ 5: { zh: '视觉组', en: 'Vision Group' } })[id]?.[lang],
  time: (iso) => `<${iso.slice(0, 10)}>`,
  label: (word) =>
    ({
      roles: { zh: '角色', en: 'Roles' },
      sections: { zh: '栏目', en: 'Sections' },
      conferences: { zh: '会议', en: 'Conferences' },
      teams: { zh: '团队', en: 'Teams' },
    })[word][lang],
})

describe('an audit summary as people read it', () => {
  it('names the roles and sections of a new account in the console’s language', () => {
    const summary = 'lin (local); roles: 10; sections: 9; conferences: 3; teams: —'
    expect(readableSummary(summary, names('en'))).toBe(
      'lin (local); Roles: Editor; Sections: News; Conferences: Brain Science Meeting; Teams: —',
    )
    expect(readableSummary(summary, names('zh'))).toBe('lin (local); 角色: 编辑; 栏目: 新闻; 会议: 脑科学年会; 团队: —')
  })

  it('names the conferences and teams of a change', () => {
    expect(readableSummary('conferences: — → 3; teams: 5 → 5,8', names('en'))).toBe(
      'Conferences: — → Brain Science Meeting; Teams: Vision Group → Vision Group, 8',
    )
  })

  it('names both sides of a change, keeps a dash for none and an unknown code as it is', () => {
    expect(readableSummary('roles: 10 → 10,21; sections: — → 9,12,77', names('en'))).toBe(
      'Roles: Editor → Editor, Reviewer; Sections: — → News, Notices, 77',
    )
    expect(readableSummary('roles from CAS attribute memberOf: 40 → 10,40', names('en'))).toBe(
      'roles from CAS attribute memberOf: 40 → Editor, 40',
    )
  })

  it('shows an instant as the console shows times', () => {
    expect(readableSummary('until 2026-05-01T06:30:00.000Z', names('en'))).toBe('until <2026-05-01>')
  })
})
