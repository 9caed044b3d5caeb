/**
 * Which list templates a menu entry may have where it stands: the public site shows an
 * entry only when its template is a route it knows, so the console offers, and
 * the server accepts, only those: a section's template at the top, that section's child keys below
 * it, a conference's pages under a conference. No TypeBox: the console loads this too.
 */
import { MEETING_PAGES, SECTION_CHILDREN, sectionTemplates, type SectionKey } from '../templates.js'

export { MEETING_PAGES, SECTION_CHILDREN, sectionTemplates, type SectionKey }

/** Every template key below the top: a section's children and a conference's pages. */
export type ChildTemplate = (typeof SECTION_CHILDREN)[SectionKey][number] | (typeof MEETING_PAGES)[number]

/** The section a top-level template belongs to, or undefined for a template that is not a section's. */
export function sectionKeyOf(product: string, template: string): SectionKey | undefined {
  const sections = sectionTemplates(product)
  return (Object.keys(sections) as SectionKey[]).find((key) => sections[key] === template)
}

/**
 * The templates known for an entry whose ancestors, from the top down, have these templates: the
 * sections' at the top, the section's children one level down, the pages under a conference of the
 * meeting section; nothing anywhere else (the site has no deeper routes).
 */
export function menuTemplateChoices(product: string, ancestors: readonly string[]): readonly string[] {
  if (ancestors.length === 0) return Object.values(sectionTemplates(product))
  const section = sectionKeyOf(product, ancestors[0]!)
  if (!section) return []
  const children: readonly string[] = SECTION_CHILDREN[section]
  if (ancestors.length === 1) return children
  if (ancestors.length === 2 && section === 'meeting' && (children.includes(ancestors[1]!) || isConferenceToken(ancestors[1]!)))
    return MEETING_PAGES
  return []
}

/**
 * A conference's route token (its entry's list template under the meeting section): the seed's two,
 * and any a conference was created with (`conference/create`), which the public site routes alike:
 * letters then digits (a year or a number), so a section's or a page's key is never taken for one.
 */
export const CONFERENCE_TOKEN_PATTERN = '^[a-z][A-Za-z]{1,23}[0-9]{2,8}$'
const TOKEN = new RegExp(CONFERENCE_TOKEN_PATTERN)
/** Whether a template is a conference token; a conference page's key (overview, apply...) is not one. */
export const isConferenceToken = (template: string) => TOKEN.test(template) && !(MEETING_PAGES as readonly string[]).includes(template)

/** Whether an entry under these ancestors may carry this template: a listed choice, or a new conference's token. */
export function menuTemplateFits(product: string, ancestors: readonly string[], template: string): boolean {
  if (menuTemplateChoices(product, ancestors).includes(template)) return true
  return ancestors.length === 1 && sectionKeyOf(product, ancestors[0]!) === 'meeting' && isConferenceToken(template)
}
