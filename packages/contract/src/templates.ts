/**
 * List template keys: the menu tree's `listTemplate` values, which the public site maps to routes
 *. Section keys carry the product token; `/about{product}` capitalises it.
 */
export const DEFAULT_PRODUCT = 'ibr'

export function sectionTemplates(product: string) {
  const cap = product.charAt(0).toUpperCase() + product.slice(1)
  return {
    news: `${product}News`,
    research: 'researchAchievement',
    team: `${product}Team`,
    personnel: `${product}Personnel`,
    recruitment: `${product}Recruitment`,
    meeting: `${product}Meeting`,
    about: `about${cap}`,
  } as const
}
export type SectionKey = keyof ReturnType<typeof sectionTemplates>

/** Child keys of each section, in menu order; the first is the section's redirect target. */
export const SECTION_CHILDREN = {
  news: ['notice', 'news', 'video', 'academic', 'procurement'],
  research: ['paper'],
  team: ['team', 'consociation', 'coreFacility'],
  personnel: ['admissions', 'workOverview', 'cultivate', 'postdoctor'],
  recruitment: ['recruitInfo'],
  meeting: ['meeting2024', 'meeting2022'],
  about: ['overview', 'leaderIndex', 'committee', 'department'],
} as const satisfies Record<SectionKey, readonly string[]>

/** The pages under each conference's path. */
export const MEETING_PAGES = ['overview', 'apply', 'schedule', 'guest', 'file', 'review'] as const

/** A detail type is the section key followed by the child key, e.g. `researchAchievementpaper`. */
export function detailType(sectionTemplate: string, childTemplate: string): string {
  return sectionTemplate + childTemplate
}
