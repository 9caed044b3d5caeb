import type { ArticleKind } from '@ibr/contract'

/**
 * The kind an item created in a section is, by the section's own list template,
 * so a save that names only its section needs no kind. Conference pages are plain pages but for the
 * guests (people) and the review (news reports); team sections list teams, not articles.
 */
const KIND_OF_TEMPLATE: Record<string, ArticleKind> = {
  notice: 'notice',
  news: 'news',
  video: 'video',
  academic: 'event',
  procurement: 'procurement',
  paper: 'paper',
  recruitInfo: 'job',
  admissions: 'page',
  workOverview: 'page',
  cultivate: 'page',
  postdoctor: 'page',
  overview: 'page',
  leaderIndex: 'person',
  committee: 'person',
  department: 'department',
  apply: 'page',
  schedule: 'page',
  file: 'page',
  guest: 'person',
  review: 'news',
}

export const kindOfTemplate = (listTemplate: string): ArticleKind | undefined => KIND_OF_TEMPLATE[listTemplate]
