import type { Lang } from '@ibr/contract/lang'
import type { KeyOf } from '@ibr/ui/define-messages'
import { describe, expect, it } from 'vitest'
import { messages as shared } from '../../i18n/shared/messages'
import { textIn } from '../../i18n/use-t'
import { changeText, type ChangeWords } from './audit-change'
import { messages } from './messages'

const words = (lang: Lang): ChangeWords => ({
  role: () => undefined,
  section: () => undefined,
  conference: (id) => (id === 40 ? { zh: '2027 脑科学年会', en: 'Brain Science Meeting 2027' }[lang] : undefined),
  team: () => undefined,
  time: (iso) => iso.slice(0, 10),
  label: (word) => word,
  // The keys the rules build are the catalogues' (the catalogue test checks both languages hold them).
  text: (key, params) => textIn([messages, shared], lang, key as KeyOf<typeof messages>, params),
})
const told = (action: string, summary: string, lang: Lang, entityId: string | null = null) =>
  changeText({ action, summary, entityId }, words(lang))

describe('an audit line’s change in the console’s language', () => {
  it('tells a registration’s decision with the states’ names', () => {
    expect(told('registrationDecide', 'state rejected → accepted', 'zh')).toBe('状态：未通过 → 已通过')
    expect(told('registrationDecide', 'state pending → waiting; comment: full', 'en')).toBe('State: Pending → Waiting list; comment: full')
  })

  it('tells an export by the conference’s name, with English plurals right', () => {
    expect(told('registrationExport', 'csv; meeting2027; 1 registrations (selected), 0 files', 'en', '40')).toBe(
      'Brain Science Meeting 2027: CSV export, 1 registration (selected), 0 files',
    )
    expect(told('registrationExport', 'csv; meeting2027; 1 registrations (selected), 0 files', 'zh', '40')).toBe(
      '2027 脑科学年会：导出 CSV，1 条报名（所选），0 个文件',
    )
    expect(told('registrationFiles', 'zip; meeting2027; 12 registrations, 1 file', 'en', '99')).toBe(
      'meeting2027: ZIP export, 12 registrations, 1 file',
    )
  })

  it('tells a retention deletion, in the plural forms old lines and new ones carry', () => {
    expect(
      told('registrationPurge', 'meeting2022; ended 2022-05-12; kept 365 days; removed 1 registration, 1 file (20 bytes)', 'en', '40'),
    ).toBe('Brain Science Meeting 2027 (ended 2022-05-12, kept 365 days): 1 registration and 1 file deleted')
    expect(
      told('registrationPurge', 'meeting2022; ended 2022-05-12; kept 365 days; removed 12 registrations, 1 files (2 bytes)', 'zh', '40'),
    ).toBe('2027 脑科学年会（2022-05-12 结束，保留 365 天）：删除 12 条报名、1 个文件')
  })

  it('tells a help-desk change, a sign-in and a password refusal', () => {
    expect(told('helpdeskUpdate', 'state new → progress; assignee — → Li Lei', 'zh')).toBe('状态：新报告 → 处理中；负责人：— → Li Lei')
    expect(told('signIn', 'cas', 'zh')).toBe('统一身份认证')
    expect(told('passwordChangeFailed', 'password change: new password refused', 'en')).toBe('The new password did not meet the rules')
    expect(told('articleApprove', 'zh,en (own change, as administrator)', 'zh')).toBe('语言：中文、英文（管理员审核了自己的修改）')
  })

  it('shows a line of a shape it does not know as recorded', () => {
    expect(told('registrationDecide', 'something new', 'zh')).toBe('something new')
    expect(told('mailResend', 'lin@example.org: Your registration', 'zh')).toBe('lin@example.org: Your registration')
  })
})
