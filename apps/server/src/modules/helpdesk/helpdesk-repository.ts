import { QUICK_LINK_GROUPS } from '@ibr/contract'
import { sql, type Insertable, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { isVisible } from '../../db/sql/visible.js'

/** Groups in the order the page shows them: lab sites, core facilities, then the rest. */
const groupOrder = sql<number>`case grp ${sql.join(
  QUICK_LINK_GROUPS.map((g, i) => sql`when ${g} then ${i}`),
  sql` `,
)} end`

/** SQL of the network and information services office; takes a transaction as well. */
export function helpdeskRepository(db: Kysely<DB>) {
  return {
    async insertFault(row: Insertable<DB['fault_report']>): Promise<void> {
      await db.insertInto('fault_report').values(row).execute()
    },

    async insertFeedback(row: Insertable<DB['feedback']>): Promise<void> {
      await db.insertInto('feedback').values(row).execute()
    },

    faqs() {
      return db
        .selectFrom('faq as q')
        .where((eb) => isVisible(eb, 'q'))
        .select(['q.id', 'q.question_zh', 'q.question_en', 'q.answer_zh', 'q.answer_en'])
        .orderBy('q.sort')
        .orderBy('q.id')
        .execute()
    },

    links(group: string | undefined) {
      let query = db
        .selectFrom('quick_link as l')
        .where((eb) => isVisible(eb, 'l'))
        .select(['l.id', 'l.grp', 'l.url', 'l.name_zh', 'l.name_en', 'l.description_zh', 'l.description_en'])
      if (group) query = query.where('l.grp', '=', group as DB['quick_link']['grp'])
      return query.orderBy(groupOrder).orderBy('l.sort').orderBy('l.id').execute()
    },
  }
}

export type FaqRow = Awaited<ReturnType<ReturnType<typeof helpdeskRepository>['faqs']>>[number]
export type LinkRow = Awaited<ReturnType<ReturnType<typeof helpdeskRepository>['links']>>[number]
