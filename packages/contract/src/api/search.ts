import Type, { type Static } from 'typebox'
import { body } from './common.js'

/** Longest query the search takes, in characters. */
export const SEARCH_QUERY_MAX = 100
/** Results per page of /api/search. */
export const SEARCH_PAGE_SIZE = 10
/**
 * What a result is: an article (news, notices, events, papers, people's pages, postings, pages), a
 * team (a research team or a collaborating researcher), a member of a team (found by name, shown
 * on the team's page), a core facility (shown opened on the facility page) or a conference (its
 * first page, found by its texts and its programme's sessions and speakers).
 */
export const SEARCH_RESULT_TYPES = ['article', 'team', 'member', 'facility', 'meeting'] as const

export const SearchBody = body({
  q: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX, description: 'the words looked for, in Chinese or English' }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 1, description: 'page number from 1' })),
  section: Type.Optional(
    Type.String({
      maxLength: 80,
      pattern: '^[A-Za-z0-9]+$',
      description: "a section's list template key (e.g. ibrNews): results of that section only",
    }),
  ),
  year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2999, description: 'results published that year only' })),
})
export type SearchBody = Static<typeof SearchBody>

export const SearchResult = Type.Object({
  type: Type.String({ description: `what it is: ${SEARCH_RESULT_TYPES.join(', ')}` }),
  id: Type.Integer(),
  title: Type.String({ description: 'title in the language it matched in (the reader’s when both match)' }),
  snippet: Type.String({
    description: 'a passage around the first match, HTML: text escaped, the matching words wrapped in <mark>',
  }),
  path: Type.String({
    description:
      "the site's route of the item, e.g. /detail/ibrNewsnews/12, /teamDetail/ibrTeamteam/3/{name}, /ibrTeam/coreFacility?facility=4 or /ibrMeeting/meeting2024/overview",
  }),
  time: Type.String({ description: "publication date, YYYY-MM-DD in the institute's time zone" }),
  section: Type.String({ description: "the section's list template key" }),
  lang: Type.String({ description: 'language of the matching text: zh or en' }),
})
export type SearchResult = Static<typeof SearchResult>

export const SearchRet = Type.Object({
  total: Type.Integer({ description: 'items matching; with more, the items counted (a lower bound)' }),
  more: Type.Boolean({
    description:
      'true: matches older than those counted were not counted (a common query: the newest are ranked first and enough were found); the pages go on past total',
  }),
  list: Type.Array(SearchResult, { description: 'best first; an item once, in the reader’s language when it matches there' }),
  suggestion: Type.Optional(
    Type.Object(
      {
        q: Type.String({ description: 'the query with its misspelt Latin words corrected to words the index holds' }),
        applied: Type.Boolean({ description: "true: the query found nothing, total and list are the correction's" }),
      },
      { description: 'present when the query found little and a correction finds more ("did you mean")' },
    ),
  ),
})
export type SearchRet = Static<typeof SearchRet>
