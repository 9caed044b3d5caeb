import type { ResearchArea } from '@ibr/contract'
import { addNewsChild } from './editorial-factory.js'
import type { TestApp } from './test-app.js'

let serial = 0
/** A mark no demo record carries, so a test's names, titles and DOIs are its own. */
export const uniqueMark = () => `${process.pid}x${++serial}`

/** A section listing papers (list template `paper`), of the test's own, under the news root. */
export async function addPaperSection(t: TestApp): Promise<number> {
  const mark = uniqueMark()
  return addNewsChild(t, { name_zh: `论文栏目${mark}`, name_en: `Papers ${mark}`, list_template: 'paper', sort: 950 + serial })
}

/** A research group with a leader and members (names in both languages), filed under an area. */
export async function addTeam(
  t: TestApp,
  { leader, members = [], area }: { leader: [string, string]; members?: [string, string][]; area: ResearchArea },
): Promise<number> {
  const mark = uniqueMark()
  const db = t.deps.db
  const { id: areaId } = await db.selectFrom('research_area').where('code', '=', area).select('id').executeTakeFirstOrThrow()
  const { id } = await db
    .insertInto('team')
    .values({
      kind: 'team',
      area_id: areaId,
      name_zh: `测试课题组${mark}`,
      name_en: `Test group ${mark}`,
      leader_zh: leader[0],
      leader_en: leader[1],
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (members.length) {
    await db
      .insertInto('team_member')
      .values(members.map(([zh, en], i) => ({ team_id: id, name_zh: zh, name_en: en, sort: i })))
      .execute()
  }
  return id
}

/** A published paper straight in the public table. */
export async function publishedPaper(
  t: TestApp,
  { title, year, doi }: { title: string; year: number; doi: string | null },
): Promise<number> {
  const { id } = await t.deps.db
    .insertInto('article')
    .values({ kind: 'paper', status: 'published', title_en: title, pub_year: year, doi, journal: 'Test Journal', authors: 'A. Author' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}
