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

  it('refuses a run that leaves a value out instead of binding nothing', async () => {
    const { run } = menus()
    await expect(run({ byName: true }, { prefix: `${tag}-%`, limit: 1 } as never)).rejects.toThrow(/no value for except/)
  })
})
