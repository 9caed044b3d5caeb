import { describe, expect, it } from 'vitest'
import { MEETING_PAGES, SECTION_CHILDREN, sectionTemplates } from '../templates.js'
import { menuTemplateChoices, sectionKeyOf } from './menu-templates.js'

describe('the list templates known at a place in the menu', () => {
  it("offers the sections' templates at the top, with the product token", () => {
    expect(menuTemplateChoices('ibr', [])).toEqual(Object.values(sectionTemplates('ibr')))
    expect(menuTemplateChoices('lab', [])).toContain('labNews')
    expect(menuTemplateChoices('lab', [])).toContain('aboutLab')
  })

  it("offers a section's own children below it, and nothing under an unknown section", () => {
    expect(menuTemplateChoices('ibr', ['ibrNews'])).toEqual(SECTION_CHILDREN.news)
    expect(menuTemplateChoices('ibr', ['aboutIbr'])).toEqual(SECTION_CHILDREN.about)
    expect(menuTemplateChoices('ibr', ['labNews'])).toEqual([])
  })

  it("offers a conference's pages under a conference only, and nothing deeper", () => {
    expect(menuTemplateChoices('ibr', ['ibrMeeting', 'meeting2024'])).toEqual(MEETING_PAGES)
    expect(menuTemplateChoices('ibr', ['ibrMeeting', 'overview'])).toEqual([])
    expect(menuTemplateChoices('ibr', ['ibrNews', 'news'])).toEqual([])
    expect(menuTemplateChoices('ibr', ['ibrMeeting', 'meeting2024', 'apply'])).toEqual([])
  })

  it('names the section a top-level template belongs to', () => {
    expect(sectionKeyOf('ibr', 'researchAchievement')).toBe('research')
    expect(sectionKeyOf('ibr', 'ibrTeam')).toBe('team')
    expect(sectionKeyOf('ibr', 'news')).toBeUndefined()
  })
})
