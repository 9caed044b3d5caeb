import { sql, type ExpressionBuilder, type Expression, type RawBuilder, type SqlBool } from 'kysely'

/**
 * A content row is public when it is published and inside its publish window. Every public read
 * goes through this one condition, so the staff console's workflow means the same thing everywhere.
 */
export function isVisible<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, alias: string): Expression<SqlBool> {
  return eb.and([visibleSql(alias)])
}

/** The same condition as raw SQL, for queries written as SQL text. */
export function visibleSql(alias: string): RawBuilder<boolean> {
  const col = (c: string) => sql.ref(`${alias}.${c}`)
  return sql<boolean>`(${col('status')} = 'published' and ${col('publish_at')} <= now() and (${col('unpublish_at')} is null or ${col('unpublish_at')} > now()))`
}
