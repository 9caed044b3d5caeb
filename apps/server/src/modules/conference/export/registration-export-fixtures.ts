import { addConference, formField } from '../../../test/conference-factory.js'
import { addRegistrationFile, addRegistrations } from '../../../test/registration-factory.js'
import type { TestApp } from '../../../test/test-app.js'

/**
 * A conference for the export tests whose registrations carry what a spreadsheet must survive: Chinese,
 * quotes and line breaks, formula-like cells, an option no longer offered, control characters and long
 * names, and uploaded files with unsafe or clashing names.
 */
export const form = [
  formField('name', 'text', { label: { zh: '姓名', en: 'Name' } }),
  formField('org', 'text', { label: { zh: '单位', en: 'Affiliation' } }),
  formField('workshop', 'select', {
    label: { zh: '工作坊', en: 'Workshop' },
    options: [
      { value: 'a', label: { zh: '神经影像', en: 'Neuroimaging' }, fee: 20000, capacity: 30 },
      { value: 'b', label: { zh: '计算模型', en: 'Models' }, fee: 0, capacity: null },
    ],
  }),
  formField('topics', 'multi', {
    label: { zh: '议题', en: 'Topics' },
    options: [
      { value: 'x', label: { zh: '记忆', en: 'Memory' }, fee: 0, capacity: null },
      { value: 'y', label: { zh: '睡眠', en: 'Sleep' }, fee: 0, capacity: null },
    ],
  }),
  formField('phone', 'tel', { label: { zh: '电话', en: 'Telephone' } }),
  formField('nights', 'nights', { label: { zh: '住宿', en: 'Nights' } }),
  formField('cv', 'file', { label: { zh: '简历', en: 'CV' } }),
  formField('consent', 'consent', { label: { zh: '隐私同意', en: 'Privacy consent' } }),
]

/** How many columns come before the form's own. */
export const FIXED = 8
export const headers = [
  '确认码 / Confirmation code',
  '状态 / State',
  '缴费状态 / Payment',
  '费用（元） / Fee (yuan)',
  '电子邮箱 / E-mail',
  '报名语言 / Language',
  '报名时间（中国标准时间） / Registered at (China Standard Time)',
  '签到时间（中国标准时间） / Checked in at (China Standard Time)',
  '姓名 / Name',
  '单位 / Affiliation',
  '工作坊 / Workshop',
  '议题 / Topics',
  '电话 / Telephone',
  '住宿 / Nights',
  '简历 / CV',
  '隐私同意 / Privacy consent',
  "审核意见 / Reviewer's comment",
  '缴费凭证号 / Payment reference',
  '缴费登记时间（中国标准时间） / Payment recorded at (China Standard Time)',
]

export async function exportedConference(t: TestApp) {
  const conference = await addConference(t, { title: { zh: '脑科学大会', en: 'Brain Conference' }, fields: form })
  const registrations = await addRegistrations(t, conference.id, [
    {
      confirmCode: 'M24-AAAA0001',
      email: 'zhang.san@example.org',
      fields: {
        name: '张三',
        org: '=HYPERLINK("http://evil.example","点我")',
        workshop: 'a',
        topics: ['x', 'y'],
        phone: '+86 138 0000 0000',
        nights: ['2030-04-30', '2030-05-01'],
        consent: 'yes',
      },
      fee: 20000,
      paidAt: '2030-04-02T02:30:00Z',
      payReference: '@SUM(1+1)',
      createdAt: '2030-03-01T01:05:00Z',
      checkedInAt: '2030-05-01T00:45:00Z',
    },
    {
      confirmCode: 'M24-AAAA0002',
      email: 'ann@example.org',
      lang: 'en',
      state: 'pending',
      fields: { name: 'Ann "Nan" O\'Brien, Jr.', org: 'Line one\nLine two', workshop: 'gone', topics: [], phone: '-2+3', consent: 'yes' },
      comment: '\t=1+1',
      createdAt: '2030-03-02T16:30:00Z',
    },
    {
      confirmCode: 'M24-AAAA0003',
      email: 'odd@example.org',
      state: 'withdrawn',
      fields: { name: '../..\\王/五\u0007\u202e😀' + '长'.repeat(80), org: '+SUM(A1)', workshop: 'b', phone: '-12', consent: 'yes' },
      createdAt: '2030-03-03T00:00:00Z',
    },
  ])
  const [first, second, third] = registrations as [number, number, number]
  await addRegistrationFile(t, first, { field: 'cv', name: '简历.pdf', bytes: Buffer.from('%PDF-1.4 张三的简历') })
  await addRegistrationFile(t, first, { field: 'cv', name: 'cv-english.pdf', bytes: Buffer.from('%PDF-1.4 second cv') })
  await addRegistrationFile(t, second, {
    field: 'cv',
    name: '.hidden/../../etc/passwd',
    mime: 'image/png',
    bytes: Buffer.from('png bytes'),
  })
  await addRegistrationFile(t, third, {
    field: 'cv',
    name: 'résumé 😀.docx',
    mime: 'application/x-unknown',
    bytes: Buffer.from('odd type'),
  })
  return { conference, registrations }
}
