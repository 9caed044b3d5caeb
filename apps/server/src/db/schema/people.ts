// Research areas, teams, their members and papers, and the core facilities.
import type { ColumnType, Generated } from 'kysely'
import type { Def, Workflow, Tr, Html, Bilingual } from './columns.js'

export interface ResearchAreaTable extends Tr<'name'>, Tr<'intro'> {
  id: Generated<number>
  code: string
  picture_id: string | null
  sort: Def<number>
}

export interface TeamTable
  extends Workflow, Tr<'name'>, Tr<'leader'>, Tr<'leader_title'>, Tr<'summary'>, Html<'bio'>, Html<'interests'>, Tr<'location'> {
  id: Generated<number>
  kind: 'team' | 'consociation'
  area_id: number | null
  photo_id: string | null
  email: Def<string>
  phone: Def<string>
  sort: Def<number>
  /** The seed's group.groupadmin: the staff account that administers this team's page. */
  group_admin_id: number | null
}

export interface TeamMemberTable extends Tr<'name'>, Tr<'role'> {
  id: Generated<number>
  team_id: number
  email: Def<string>
  sort: Def<number>
}

export interface TeamPaperTable {
  team_id: number
  article_id: number
}

export interface FacilityTable extends Workflow, Tr<'name'>, Tr<'summary'>, Html<'intro'>, Tr<'contact'>, Tr<'location'> {
  id: Generated<number>
  picture_id: string | null
  email: Def<string>
  phone: Def<string>
  instruments: ColumnType<{ name: Bilingual; model: string }[], string | undefined, string>
  services: ColumnType<Bilingual[], string | undefined, string>
  sort: Def<number>
  /** Where visitors book the facility's instruments; empty for none. */
  booking_url: Def<string>
}
