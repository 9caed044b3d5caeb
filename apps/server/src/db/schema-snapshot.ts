import type { Kysely } from 'kysely'
import { catalogRepository } from './catalog-repository.js'

/** A column as code written for it relies on. */
export interface ColumnShape {
  /** Its type with modifiers (`varchar(10)`, `integer[]`). */
  type: string
  /** Not null with no default (nor identity or generated): an insert must name it. */
  required: boolean
}

/** The tables and views of the site's schema, each with its columns. */
export type SchemaSnapshot = Map<string, Map<string, ColumnShape>>

/** What a change of schema took away from code written for the schema before it. */
export interface SchemaLoss {
  /** Tables (and views) gone: dropped or renamed. */
  tables: string[]
  /** `table.column` gone from a table that is still there: dropped or renamed. */
  columns: string[]
  /** `table.column` whose type changed. */
  retyped: string[]
}

/** Reads the schema as it is now (inside a transaction: as that transaction sees it). */
export async function schemaSnapshot(db: Kysely<unknown>): Promise<SchemaSnapshot> {
  const rows = await catalogRepository(db).columns()
  const snapshot: SchemaSnapshot = new Map()
  for (const row of rows) {
    const columns = snapshot.get(row.tbl) ?? new Map<string, ColumnShape>()
    columns.set(row.col, { type: row.type, required: row.required })
    snapshot.set(row.tbl, columns)
  }
  return snapshot
}

/** What code reading `before` would miss in `after`: a rename is a loss of the old name. */
export function schemaLoss(before: SchemaSnapshot, after: SchemaSnapshot): SchemaLoss {
  const loss: SchemaLoss = { tables: [], columns: [], retyped: [] }
  for (const [table, columns] of before) {
    const now = after.get(table)
    if (!now) {
      loss.tables.push(table)
      continue
    }
    for (const [column, shape] of columns) {
      const shapeNow = now.get(column)
      if (shapeNow === undefined) loss.columns.push(`${table}.${column}`)
      else if (shapeNow.type !== shape.type) loss.retyped.push(`${table}.${column}`)
    }
  }
  return loss
}

/** Every name a loss retires, as a contract's `retires` lists them. */
export function retiredNames(loss: SchemaLoss): string[] {
  return [...loss.tables, ...loss.columns, ...loss.retyped].sort()
}

/**
 * `table.column` that an insert into a table of `before` must now name and did not have to: a new
 * column not null without a default, or one made so. Code written for `before` leaves it out, and
 * its inserts fail.
 */
export function newlyRequired(before: SchemaSnapshot, after: SchemaSnapshot): string[] {
  const required: string[] = []
  for (const [table, columns] of after) {
    const was = before.get(table)
    if (!was) continue
    for (const [column, shape] of columns) if (shape.required && !was.get(column)?.required) required.push(`${table}.${column}`)
  }
  return required.sort()
}
