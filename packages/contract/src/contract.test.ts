import { describe, expect, it } from 'vitest'
import {
  ADMISSION_CATEGORIES,
  CATEGORY_FILTERS,
  DEPARTMENTS,
  ENROL_KINDS,
  ERROR_STATUS,
  POSTDOC_CATEGORIES,
  RECRUIT_FILTERS,
  RESEARCH_AREAS,
  SECTION_CHILDREN,
  TRAINING_CATEGORIES,
  VIDEO_CATEGORIES,
  normaliseLang,
  sectionTemplates,
} from './index.js'

describe('contract', () => {
  it('keeps category values unique across enumerations, so one filter field can name any', () => {
    expect(new Set(CATEGORY_FILTERS).size).toBe(CATEGORY_FILTERS.length)
  })

  it('has the fixed counts the public site is specified with', () => {
    expect(RECRUIT_FILTERS).toHaveLength(5)
    expect([ADMISSION_CATEGORIES, POSTDOC_CATEGORIES, TRAINING_CATEGORIES, RESEARCH_AREAS].map((l) => l.length)).toEqual([4, 4, 4, 4])
    expect(ENROL_KINDS).toHaveLength(3)
    expect(DEPARTMENTS).toHaveLength(8)
    expect(VIDEO_CATEGORIES).toHaveLength(2)
  })

  it('gives every error code a client or server error status', () => {
    for (const status of Object.values(ERROR_STATUS)) expect(status >= 400 && status < 600, String(status)).toBe(true)
    expect(ERROR_STATUS.badRequest).toBe(400)
    expect(ERROR_STATUS.systemErr).toBe(500)
  })

  it('reads any language but en as zh', () => {
    expect([normaliseLang('en'), normaliseLang('EN'), normaliseLang(undefined), normaliseLang(3)]).toEqual(['en', 'zh', 'zh', 'zh'])
  })

  it('builds section keys from the product token, about capitalised', () => {
    expect(sectionTemplates('cibr')).toMatchObject({ news: 'cibrNews', about: 'aboutCibr', research: 'researchAchievement' })
    expect(SECTION_CHILDREN.personnel[0]).toBe('admissions')
  })
})
