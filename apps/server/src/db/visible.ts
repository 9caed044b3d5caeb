import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely'

/**
 * A content row is public when it is published and inside its publish window. Every public read
 * goes through this one condition, so the staff console's workflow means the same thing everywhere.
 */
export function isVisible<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, alias: string): Expression<SqlBool> {
  const col = (c: string) => sql.ref(`${alias}.${c}`)
  return eb.and([
    sql<boolean>`${col('status')} = 'published'`,
    sql<boolean>`${col('publish_at')} <= now()`,
    sql<boolean>`(${col('unpublish_at')} is null or ${col('unpublish_at')} > now())`,
  ])
}
