import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { reusableQuery } from './reusable-query.js'

describe('a query built once per shape', () => {
  let t: TestApp
  let ids: number[]
  const tag = `rq${Date.now().toString(36)}`
  beforeAll(async () => {
    t = await createTestApp()
    const rows = await t.deps.db
      .insertInto('menu')
      .values(['b', 'a', 'c'].map((n, i) => ({ name_zh: `${tag}-${n}`, name_en: `${tag} ${n}`, list_template: `${tag}${i}`, sort: i })))
      .returning('id')
      .execute()
    ids = rows.map((r) => r.id)
  })
  afterAll(async () => {
    await t.close()
  })

  function menus() {
    const db = t.deps.db
    let builds = 0
    const run = reusableQuery(
      db,
      (v: { prefix: string; except: number; limit: number }, shape: { byName: boolean }) => {
        builds += 1
        let q = db
          .selectFrom('menu')
          .select(['id', 'name_zh'])
          .where('name_zh', 'like', v.prefix)
          // A value inside a sub-select is bound like any other.
          .where('id', 'not in', db.selectFrom('menu').select('id').where('id', '=', v.except))
        q = shape.byName ? q.orderBy('name_zh') : q.orderBy('sort', 'desc')
        return q.limit(v.limit)
      },
      (shape) => (shape.byName ? 'name' : 'sort'),
    )
    return { run, builds: () => builds }
  }

  it('binds each run’s own values to the text built for its shape', async () => {
    const { run, builds } = menus()
    const names = async (byName: boolean, except: number, limit: number) =>
      (await run({ byName }, { prefix: `${tag}-%`, except, limit })).map((r) => r.name_zh)
    expect(await names(true, -1, 10)).toEqual([`${tag}-a`, `${tag}-b`, `${tag}-c`])
    expect(await names(true, ids[1]!, 1)).toEqual([`${tag}-b`])
    expect(await names(false, -1, 2)).toEqual([`${tag}-c`, `${tag}-a`])
    expect(await names(false, ids[2]!, 5)).toEqual([`${tag}-a`, `${tag}-b`])
    expect(builds()).toBe(2)
  })

  it('keeps a bounded number of shapes and still answers a rarer one right', async () => {
    const db = t.deps.db
    let builds = 0
    // The limit written into the text: one shape per limit.
    const run = reusableQuery(
      db,
      (v: { prefix: string }, shape: { limit: number }) => {
        builds += 1
        return db.selectFrom('menu').select('name_zh').where('name_zh', 'like', v.prefix).orderBy('sort').limit(sql.lit(shape.limit))
      },
      (shape) => String(shape.limit),
    )
    const names = async (limit: number) => (await run({ limit }, { prefix: `${tag}-%` })).map((r) => r.name_zh)
    for (let limit = 1; limit <= 210; limit++) expect(await names(limit)).toHaveLength(Math.min(limit, 3))
    expect(builds).toBe(210)
    // The first shapes are kept; one past the bound is built again on each run.
    expect(await names(2)).toEqual([`${tag}-b`, `${tag}-a`])
    expect(builds).toBe(210)
    expect(await names(209)).toEqual([`${tag}-b`, `${tag}-a`, `${tag}-c`])
    expect(builds).toBe(211)
  })

  it('refuses a run that leaves a value out instead of binding nothing', async () => {
    const { run } = menus()
    await expect(run({ byName: true }, { prefix: `${tag}-%`, limit: 1 } as never)).rejects.toThrow(/no value for except/)
  })
})
