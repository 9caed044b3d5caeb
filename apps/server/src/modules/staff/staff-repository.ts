import type { Lang } from '@ibr/contract'
import type { UserListBody, UserRow } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { pageOfRows } from '../../db/sql/page-of-rows.js'

const named = (lang: Lang, column: 'name' | 'title') =>
  lang === 'en'
    ? sql<string>`coalesce(nullif(${sql.ref(`${column}_en`)}, ''), ${sql.ref(`${column}_zh`)})`
    : sql<string>`${sql.ref(`${column}_zh`)}`

const likeOf = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The staff tables: accounts, their roles and scopes, the teams they administer, CAS access requests. */
export function staffRepository(db: Kysely<DB>) {
  return {
    byUsername(username: string) {
      return db
        .selectFrom('staff_user')
        .selectAll()
        .where(sql<boolean>`lower(username) = lower(${username})`)
        .executeTakeFirst()
    },

    byId(id: number) {
      return db.selectFrom('staff_user').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async rolesOf(id: number): Promise<number[]> {
      const rows = await db.selectFrom('staff_role').select('code').where('user_id', '=', id).orderBy('code').execute()
      return rows.map((r) => r.code)
    },

    async list(query: Omit<UserListBody, 'lang'>, lang: Lang): Promise<{ total: number; list: UserRow[] }> {
      const page = query.page ?? 1
      const pageSize = query.pageSize ?? 20
      let q = db.selectFrom('staff_user')
      if (query.active !== undefined) q = q.where('active', '=', query.active)
      for (const word of (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)) {
        q = q.where((eb) =>
          eb.or([eb('username', 'ilike', likeOf(word)), eb('name', 'ilike', likeOf(word)), eb('email', 'ilike', likeOf(word))]),
        )
      }
      const direction = query.desc ? 'desc' : 'asc'
      const order =
        query.sort === 'name'
          ? sql`name ${sql.raw(direction)}, id`
          : query.sort === 'lastSignIn'
            ? sql`last_sign_in_at ${sql.raw(direction)} nulls last, id`
            : sql`lower(username) ${sql.raw(direction)}, id`
      const [count, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        q
          .select(['id', 'username', 'name', 'user_type', 'active', 'source', 'last_sign_in_at', 'email'])
          .select((eb) =>
            eb
              .selectFrom('staff_role')
              .select(sql<number[]>`coalesce(array_agg(code order by code), '{}')`.as('codes'))
              .whereRef('staff_role.user_id', '=', 'staff_user.id')
              .as('roles'),
          )
          .orderBy(order)
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ])
      const teams = rows.length
        ? await db
            .selectFrom('team')
            .select(['id', 'group_admin_id', named(lang, 'name').as('name')])
            .where(
              'group_admin_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('sort')
            .orderBy('id')
            .execute()
        : []
      return pageOfRows(count, rows, (r) => ({
        id: r.id,
        username: r.username,
        name: r.name,
        roles: (r.roles ?? []).map(Number),
        userType: r.user_type,
        active: r.active,
        source: r.source,
        lastSignInAt: r.last_sign_in_at ? r.last_sign_in_at.toISOString() : null,
        groups: teams.filter((t) => t.group_admin_id === r.id).map((t) => ({ id: t.id, name: t.name })),
        email: r.email,
      }))
    },

    async setRoles(trx: Kysely<DB>, userId: number, codes: readonly number[]) {
      await trx.deleteFrom('staff_role').where('user_id', '=', userId).execute()
      if (codes.length)
        await trx
          .insertInto('staff_role')
          .values(codes.map((code) => ({ user_id: userId, code })))
          .execute()
    },

    async setScopes(trx: Kysely<DB>, userId: number, kind: 'section' | 'conference', ids: readonly number[]) {
      await trx.deleteFrom('staff_scope').where('user_id', '=', userId).where('kind', '=', kind).execute()
      if (ids.length)
        await trx
          .insertInto('staff_scope')
          .values(ids.map((ref_id) => ({ user_id: userId, kind, ref_id })))
          .execute()
    },

    /** Makes this account the group administrator of exactly these teams. */
    async setGroups(trx: Kysely<DB>, userId: number, teamIds: readonly number[]) {
      let clear = trx.updateTable('team').set({ group_admin_id: null }).where('group_admin_id', '=', userId)
      if (teamIds.length) clear = clear.where('id', 'not in', teamIds)
      await clear.execute()
      if (teamIds.length) await trx.updateTable('team').set({ group_admin_id: userId }).where('id', 'in', teamIds).execute()
    },

    /** The ids among these that do not exist (a grant of a section, conference or team that is not there). */
    async missing(kind: 'section' | 'conference' | 'team', ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return []
      const table = kind === 'section' ? 'menu' : kind === 'conference' ? 'meeting' : 'team'
      const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute()
      const have = new Set(found.map((r) => r.id))
      return ids.filter((id) => !have.has(id))
    },

    async scopeOptions(lang: Lang) {
      const [sections, teams, conferences] = await Promise.all([
        db
          .selectFrom('menu')
          .select(['id', 'parent_id', named(lang, 'name').as('name')])
          .where('status', '<>', 'archived')
          .orderBy('parent_id', 'asc')
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('team')
          .select(['id', 'group_admin_id', named(lang, 'name').as('name')])
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('meeting')
          .select(['id', named(lang, 'title').as('name')])
          .orderBy('id', 'desc')
          .execute(),
      ])
      return {
        sections: sections.map((s) => ({ id: s.id, name: s.name, parentId: s.parent_id })),
        teams: teams.map((t) => ({ id: t.id, name: t.name, groupAdminId: t.group_admin_id })),
        conferences,
      }
    },

    async accessRequests(page: number, pageSize: number) {
      const [count, rows] = await Promise.all([
        db
          .selectFrom('staff_access_request')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('staff_access_request')
          .selectAll()
          .orderBy('last_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ])
      return pageOfRows(count, rows, (r) => ({
        id: r.id,
        username: r.username,
        name: r.name,
        attempts: r.attempts,
        firstAt: r.first_at.toISOString(),
        lastAt: r.last_at.toISOString(),
        address: r.address,
      }))
    },

    /** Notes a CAS user who signed in without an account, once per user name, counting the attempts; true for a new request. */
    async noteAccessRequest(username: string, name: string, address: string): Promise<boolean> {
      const row = await db
        .insertInto('staff_access_request')
        .values({ username: username.slice(0, 64), name: name.slice(0, 100), address: address.slice(0, 100) })
        .onConflict((oc) =>
          oc.expression(sql`lower(username)`).doUpdateSet({
            attempts: sql`staff_access_request.attempts + 1`,
            last_at: sql`now()`,
            address: (eb) => eb.ref('excluded.address'),
            name: (eb) => eb.ref('excluded.name'),
          }),
        )
        .returning('attempts')
        .executeTakeFirstOrThrow()
      return row.attempts === 1
    },
  }
}

export type StaffRepository = ReturnType<typeof staffRepository>
