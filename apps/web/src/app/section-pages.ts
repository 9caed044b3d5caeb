import type { SectionKey } from '@ibr/contract/templates'
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { SectionPageProps } from '../lib/section-page-props'

type Page = LazyExoticComponent<ComponentType<SectionPageProps>>

/** Each section's page, loaded the first time the section is visited (one chunk per section). */
export const SECTION_PAGES: Record<SectionKey, Page> = {
  news: lazy(() => import('../features/news/news-page').then((m) => ({ default: m.NewsPage }))),
  research: lazy(() => import('../features/research/research-page').then((m) => ({ default: m.ResearchPage }))),
  team: lazy(() => import('../features/team/team-page').then((m) => ({ default: m.TeamPage }))),
  personnel: lazy(() => import('../features/personnel/personnel-page').then((m) => ({ default: m.PersonnelPage }))),
  recruitment: lazy(() => import('../features/recruitment/recruitment-page').then((m) => ({ default: m.RecruitmentPage }))),
  meeting: lazy(() => import('../features/conference/conference-page').then((m) => ({ default: m.ConferencePage }))),
  about: lazy(() => import('../features/about/about-page').then((m) => ({ default: m.AboutPage }))),
}
