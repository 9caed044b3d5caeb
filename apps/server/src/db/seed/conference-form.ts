import { newConferenceField } from '@ibr/contract/staff'
import type { Bilingual, StoredFormField } from '../schema.js'

const b = (zh: string, en: string): Bilingual => ({ zh, en })

/** A field as the console makes a new one of its type, with the seed's label, requirement and length. */
function field(
  name: string,
  label: Bilingual,
  type: StoredFormField['type'],
  required: boolean,
  maxLength: number,
  extra: Partial<StoredFormField> = {},
): StoredFormField {
  return { ...newConferenceField(type, name), label, required, maxLength, ...extra }
}

const options = (...pairs: [string, string, string][]) =>
  pairs.map(([value, zh, en]) => ({ value, label: b(zh, en), fee: 0, capacity: null }))

/** The registration form both conferences use (stored per conference, so each could differ). */
export function registrationForm(): StoredFormField[] {
  return [
    field('name', b('姓名', 'Name'), 'text', true, 50),
    field('email', b('电子邮箱', 'E-mail'), 'email', true, 100, {
      help: b('确认信将发送至此邮箱', 'The confirmation is sent to this address'),
    }),
    field('phone', b('联系电话', 'Telephone'), 'tel', true, 30),
    field('organization', b('工作单位', 'Organisation'), 'text', true, 100),
    field('title', b('身份', 'Position'), 'select', true, 20, {
      options: options(
        ['student', '学生', 'Student'],
        ['postdoc', '博士后', 'Postdoc'],
        ['faculty', '教师/研究人员', 'Faculty or researcher'],
        ['industry', '企业人员', 'Industry'],
        ['other', '其他', 'Other'],
      ),
    }),
    field('attendance', b('参会方式', 'Attendance'), 'select', true, 20, {
      options: options(['onsite', '现场参会', 'On site'], ['online', '线上参会', 'Online']),
    }),
    field('presentation', b('报告意向', 'Presentation'), 'select', true, 20, {
      options: options(['none', '不做报告', 'None'], ['poster', '墙报', 'Poster'], ['talk', '口头报告', 'Talk']),
    }),
    field('abstract', b('摘要文件', 'Abstract'), 'file', false, 0, {
      help: b('申请墙报或口头报告时请上传摘要（PDF 或 Word）', 'Upload an abstract (PDF or Word) if you apply for a poster or a talk'),
    }),
    // A fee per workshop, the first with a room of 30: the demo of fees, places left and the bill.
    field('workshop', b('会前工作坊', 'Pre-conference workshops'), 'multi', false, 0, {
      options: [
        { value: 'imaging', label: b('神经影像数据分析（30 人）', 'Neuroimaging data analysis (30 places)'), fee: 30000, capacity: 30 },
        { value: 'modelling', label: b('神经环路建模', 'Neural circuit modelling'), fee: 20000, capacity: null },
      ],
      max: 2,
      help: b('可多选；费用另计', 'Choose any; each has its own fee'),
    }),
    field('remarks', b('备注', 'Remarks'), 'textarea', false, 1000),
    field(
      'consent',
      b(
        '我已阅读并同意隐私声明：报名信息仅用于会议组织',
        'I have read the privacy notice: my data are used only to organise the conference',
      ),
      'consent',
      true,
      0,
    ),
  ]
}
