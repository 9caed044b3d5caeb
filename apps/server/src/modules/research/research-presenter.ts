import type { AreaItem, ArticleSummary, FacilityCard, FacilityDetail, Lang, TeamCard, TeamDetail } from '@ibr/contract'
import { imageUrl } from '../../lib/file-url.js'
import { loc, pick } from '../../lib/localise.js'
import type { AreaRow, FacilityRow, MemberRow, TeamDetailRow, TeamRow } from './research-repository.js'

export function presentTeamCard(row: TeamRow, lang: Lang): TeamCard {
  return {
    id: row.id,
    kind: row.kind,
    name: loc(row, 'name', lang),
    leader: loc(row, 'leader', lang),
    leaderTitle: loc(row, 'leader_title', lang),
    photo: imageUrl(row.photo_id),
    summary: loc(row, 'summary', lang),
    areaId: row.area_id,
    area: row.area_code,
    areaName: row.area_code ? loc({ name_zh: row.area_name_zh, name_en: row.area_name_en }, 'name', lang) : null,
  }
}

export function presentArea(row: AreaRow, teams: TeamCard[], paperCount: number, lang: Lang): AreaItem {
  return {
    id: row.id,
    code: row.code,
    name: loc(row, 'name', lang),
    intro: loc(row, 'intro', lang),
    picture: imageUrl(row.picture_id),
    teams,
    paperCount,
  }
}

export function presentTeamDetail(row: TeamDetailRow, members: MemberRow[], papers: ArticleSummary[], lang: Lang): TeamDetail {
  return {
    ...presentTeamCard(row, lang),
    bio: loc(row, 'bio', lang),
    interests: loc(row, 'interests', lang),
    email: row.email,
    phone: row.phone,
    location: loc(row, 'location', lang),
    members: members.map((m) => ({ name: loc(m, 'name', lang), role: loc(m, 'role', lang), email: m.email })),
    papers,
  }
}

export function presentFacilityCard(row: FacilityRow, lang: Lang): FacilityCard {
  return {
    id: row.id,
    name: loc(row, 'name', lang),
    summary: loc(row, 'summary', lang),
    picture: imageUrl(row.picture_id),
    contactName: loc(row, 'contact', lang),
    email: row.email,
    phone: row.phone,
    location: loc(row, 'location', lang),
  }
}

export function presentFacilityDetail(row: FacilityRow, lang: Lang): FacilityDetail {
  return {
    ...presentFacilityCard(row, lang),
    intro: loc(row, 'intro', lang),
    instruments: row.instruments.map((i) => ({ name: pick(i.name, lang), model: i.model })),
    services: row.services.map((s) => pick(s, lang)),
    bookingUrl: row.booking_url,
  }
}
