import type { Insertable } from 'kysely'
import type { FacilityTable } from '../db/schema.js'
import { sanitize } from '../lib/sanitize.js'
import type { TestApp } from './test-app.js'

let serial = 0

/** A published core facility, written straight to the table (no staff workflow); `values` over the defaults. */
export async function insertFacility(t: TestApp, values: Partial<Insertable<FacilityTable>> = {}): Promise<number> {
  serial += 1
  const { id } = await t.deps.db
    .insertInto('facility')
    .values({
      name_zh: `测试平台${serial}`,
      name_en: `Test facility ${process.pid}-${serial}`,
      intro_zh: sanitize('<p>平台简介</p>'),
      intro_en: sanitize('<p>About the facility</p>'),
      status: 'published',
      publish_at: new Date(Date.now() - 60_000),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}
