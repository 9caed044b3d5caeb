import Type, { type Static } from 'typebox'
import { RESEARCH_LIST_TYPES } from '../enums.js'
import { ArticleSummary } from './article.js'
import { body, Id, NullableText, OneOf } from './common.js'

export const ResearchListBody = body({
  type: OneOf(RESEARCH_LIST_TYPES, 'area, team, consociation, facility or paper'),
  id: Type.Optional(Id),
})

export const TeamCard = Type.Object({
  id: Type.Integer({ description: 'team id' }),
  kind: Type.String({ description: 'team or consociation (collaborating researcher)' }),
  name: Type.String({ description: 'team name' }),
  leader: Type.String({ description: 'principal investigator' }),
  leaderTitle: Type.String({ description: "principal investigator's title" }),
  photo: NullableText('leader photo address'),
  summary: Type.String({ description: 'one-paragraph summary, plain text' }),
  areaId: Type.Union([Type.Integer(), Type.Null()], { description: 'research area id' }),
  area: NullableText('research area code'),
  areaName: NullableText('research area name'),
})
export type TeamCard = Static<typeof TeamCard>

export const AreaItem = Type.Object({
  id: Type.Integer({ description: 'research area id' }),
  code: Type.String({ description: 'a value of RESEARCH_AREAS' }),
  name: Type.String({ description: 'area name' }),
  intro: Type.String({ description: 'introduction, plain text' }),
  picture: NullableText('area picture address'),
  teams: Type.Array(TeamCard, { description: 'teams of the area' }),
  paperCount: Type.Integer({ description: 'published papers of the area' }),
})
export type AreaItem = Static<typeof AreaItem>

export const FacilityCard = Type.Object({
  id: Type.Integer({ description: 'facility id' }),
  name: Type.String({ description: 'facility name' }),
  summary: Type.String({ description: 'one-paragraph summary, plain text' }),
  picture: NullableText('facility picture address'),
  contactName: Type.String({ description: 'person to contact' }),
  email: Type.String({ description: 'contact e-mail' }),
  phone: Type.String({ description: 'contact telephone' }),
  location: Type.String({ description: 'where it is' }),
})
export type FacilityCard = Static<typeof FacilityCard>

export const ResearchListRet = Type.Object({
  areaList: Type.Optional(Type.Array(AreaItem, { description: 'type area: the four research areas' })),
  teamList: Type.Optional(Type.Array(TeamCard, { description: 'type team or consociation: the teams, of area id when given' })),
  facilityList: Type.Optional(Type.Array(FacilityCard, { description: 'type facility: the core facilities' })),
  articleList: Type.Optional(Type.Array(ArticleSummary, { description: 'type paper: the newest 20 papers, of area id when given' })),
})
export type ResearchListRet = Static<typeof ResearchListRet>

export const ResearchDetailBody = body({
  id: Id,
  type: Type.Optional(OneOf(['team', 'facility'], 'team (default; includes collaborating researchers) or facility')),
})

export const TeamMember = Type.Object({
  name: Type.String({ description: 'member name' }),
  role: Type.String({ description: 'role in the team' }),
  email: Type.String({ description: 'e-mail, empty when not public' }),
})
export const TeamDetail = Type.Object({
  ...TeamCard.properties,
  bio: Type.String({ description: 'leader biography, sanitised HTML' }),
  interests: Type.String({ description: 'research interests, sanitised HTML' }),
  email: Type.String({ description: 'contact e-mail' }),
  phone: Type.String({ description: 'contact telephone' }),
  location: Type.String({ description: 'office or lab address' }),
  members: Type.Array(TeamMember, { description: 'members in order' }),
  papers: Type.Array(ArticleSummary, { description: 'selected papers, newest first' }),
})
export type TeamDetail = Static<typeof TeamDetail>
export const FacilityDetail = Type.Object({
  ...FacilityCard.properties,
  intro: Type.String({ description: 'introduction, sanitised HTML' }),
  instruments: Type.Array(
    Type.Object({
      name: Type.String({ description: 'instrument name' }),
      model: Type.String({ description: 'maker and model' }),
    }),
    { description: 'main instruments' },
  ),
  services: Type.Array(Type.String(), { description: 'services offered' }),
  bookingUrl: Type.String({ description: 'where visitors book its instruments (http/https); empty for none' }),
})
export type FacilityDetail = Static<typeof FacilityDetail>
export const ResearchDetailRet = Type.Object({
  team: Type.Optional(TeamDetail),
  facility: Type.Optional(FacilityDetail),
})
export type ResearchDetailRet = Static<typeof ResearchDetailRet>
