import type { Query } from '../support/database.js'

/** What the services office's tables hold: the counts a refused submission must leave alone. */
export async function serviceCounts(query: Query): Promise<{ faults: number; feedback: number; files: number }> {
  const [row] = await query<{ faults: number; feedback: number; files: number }>(
    'select (select count(*)::int from fault_report) as faults, (select count(*)::int from feedback) as feedback, (select count(*)::int from file) as files',
  )
  return row!
}
