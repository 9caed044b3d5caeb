import { sectionTemplates } from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../schema.js'

/** The news child menu the scale seed fills: list_template 'news' under the section whose template is e.g. ibrNews. */
export async function newsMenuId(db: Kysely<DB>, product: string): Promise<number> {
  const row = await db
    .selectFrom('menu as m')
    .innerJoin('menu as p', 'p.id', 'm.parent_id')
    .where('m.list_template', '=', 'news')
    .where('p.list_template', '=', sectionTemplates(product).news)
    .select('m.id')
    .orderBy('m.id')
    .executeTakeFirst()
  if (!row) throw new Error(`no news menu (list_template 'news' under '${sectionTemplates(product).news}'): is the demo content there?`)
  return row.id
}
