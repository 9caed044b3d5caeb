import { CONFERENCE_TOKEN_PATTERN } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** The rows an account's identity is made of (auth/staff-identity.ts), for many accounts at once. */
export function staffIdentityRepository(db: Kysely<DB>) {
  return {
    users(ids: readonly number[]) {
      return db
        .selectFrom('staff_user')
        .select(['id', 'username', 'name', 'user_type', 'source', 'must_change_password'])
        .where('id', 'in', ids)
        .execute()
    },

    roles(ids: readonly number[]) {
      return db.selectFrom('staff_role').select(['user_id', 'code']).where('user_id', 'in', ids).orderBy('code').execute()
    },

    scopes(ids: readonly number[]) {
      return db.selectFrom('staff_scope').select(['user_id', 'kind', 'ref_id']).where('user_id', 'in', ids).orderBy('ref_id').execute()
    },

    /** The teams the accounts administer, named in `lang` (English falls back to Chinese). */
    administeredTeams(ids: readonly number[], lang: 'zh' | 'en') {
      return db
        .selectFrom('team')
        .select([
          'id',
          'group_admin_id',
          lang === 'en' ? sql<string>`coalesce(nullif(name_en, ''), name_zh)`.as('name') : 'name_zh as name',
        ])
        .where('group_admin_id', 'in', ids)
        .orderBy('sort')
        .orderBy('id')
        .execute()
    },

    /** The sections granted to the accounts: their template, and whether a conference hangs below them. */
    grantedSections(ids: readonly number[]) {
      return db
        .selectFrom('staff_scope as s')
        .innerJoin('menu as m', 'm.id', 's.ref_id')
        .select([
          's.user_id',
          'm.list_template',
          sql<boolean>`exists (select 1 from menu c where c.parent_id = m.id and c.list_template ~ ${CONFERENCE_TOKEN_PATTERN})`.as(
            'holds_conferences',
          ),
        ])
        .where('s.kind', '=', 'section')
        .where('s.user_id', 'in', ids)
        .execute()
    },
  }
}
