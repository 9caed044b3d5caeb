import { sectionKeyOf, type ChildTemplate, type SectionKey } from '@ibr/contract/staff-client'
import type { MessageKey, Translate } from '../../i18n/use-t'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages> | MessageKey

const SECTION_LABELS: Record<SectionKey, Key> = {
  news: 'template.section.news',
  research: 'template.section.research',
  team: 'template.section.team',
  personnel: 'template.section.personnel',
  recruitment: 'template.section.recruitment',
  meeting: 'template.section.meeting',
  about: 'template.section.about',
}

// Every key of the contract must have its label: a key added there fails the type check here.
const CHILD_LABELS: Record<ChildTemplate, Key> = {
  notice: 'template.notice',
  news: 'template.news',
  video: 'template.video',
  academic: 'template.academic',
  procurement: 'template.procurement',
  paper: 'template.paper',
  team: 'template.team',
  consociation: 'template.consociation',
  coreFacility: 'template.coreFacility',
  admissions: 'template.admissions',
  workOverview: 'template.workOverview',
  cultivate: 'template.cultivate',
  postdoctor: 'template.postdoctor',
  recruitInfo: 'template.recruitInfo',
  meeting2024: 'template.meeting2024',
  meeting2022: 'template.meeting2022',
  overview: 'template.overview',
  leaderIndex: 'template.leaderIndex',
  committee: 'template.committee',
  department: 'template.department',
  apply: 'template.apply',
  schedule: 'template.schedule',
  guest: 'template.guest',
  file: 'template.file',
  review: 'template.review',
}

const isChildTemplate = (template: string): template is ChildTemplate => Object.hasOwn(CHILD_LABELS, template)

/** What a list template is, in words: a section's at the top, a page's below; an unknown key as it is. */
export function templateLabel(t: Translate<Key>, product: string, template: string, topLevel: boolean): string {
  const section = topLevel ? sectionKeyOf(product, template) : undefined
  if (section) return t(SECTION_LABELS[section])
  if (!topLevel && isChildTemplate(template)) return t(CHILD_LABELS[template])
  return template
}

/** A template as a choice: its words and its key, which staff may know from the site's addresses. */
export const templateOption = (t: Translate<Key>, product: string, template: string, topLevel: boolean) => ({
  id: template,
  label: t('menu.templateOption', { label: templateLabel(t, product, template, topLevel), key: template }),
})
