import { STAFF_API, type TeamDoc } from '@ibr/contract/staff'
import type { StaffClient } from './staff-factory.js'

type TeamText = TeamDoc['zh']

const text = (name: string, over: Partial<TeamText> = {}): TeamText => ({
  name,
  leader: '',
  leaderTitle: '',
  summary: '',
  bio: '',
  interests: '',
  location: '',
  ...over,
})

/** A team's document: names in both languages, members as [zh name, en name, en role]. */
export function teamDoc(
  names: { zh: string; en: string },
  members: readonly (readonly [string, string, string])[] = [],
  over: Partial<TeamDoc> = {},
): TeamDoc {
  return {
    kind: 'team',
    areaId: null,
    zh: text(names.zh),
    en: text(names.en),
    photoId: null,
    email: '',
    phone: '',
    sort: 0,
    members: members.map(([zh, en, role]) => ({ zh: { name: zh, role: '' }, en: { name: en, role }, email: '' })),
    paperIds: [],
    ...over,
  }
}

/**
 * A team through the records workflow as staff make one: saved as a draft, and unless `draft`,
 * submitted and approved (published). `admin` must be allowed to create and review teams.
 */
export async function createTeam(admin: StaffClient, doc: TeamDoc, options: { draft?: boolean } = {}): Promise<number> {
  const saved = await admin.post(STAFF_API.teamSave, { doc })
  if (saved.status !== 200) throw new Error(`team not saved: ${JSON.stringify(saved.json)}`)
  const { id, version } = saved.json.retMap as { id: number; version: number }
  if (options.draft) return id
  const submitted = await admin.post(STAFF_API.teamSubmit, { id, version })
  const approved = await admin.post(STAFF_API.teamApprove, { id, version: submitted.json.retMap.version })
  if (approved.status !== 200) throw new Error(`team not approved: ${JSON.stringify(approved.json)}`)
  return id
}
