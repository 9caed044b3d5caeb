import { MenuChangeRet, ROLE, STAFF_API, type MenuEntryRow } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { writeDraft } from '../../test/editorial-factory.js'
import { useMenuAdminApp } from '../../test/menu-admin-client.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { placedItem, siteCounts } from '../../test/site-factory.js'
import { addStaff } from '../../test/staff-factory.js'
import { auditSummaries } from '../../test/audit-lines.js'

/**
 * Removing a menu entry in the console's API, with the public cache on (the rest of the menu tree
 * is in menu-admin.test.ts). The test's site has the product token `tst`: every `tst…` entry is one
 * this test builds.
 */
const { t, section, removeAll, publicMenu } = useMenuAdminApp()

describe('removing an entry', () => {
  it('removes an empty entry and the grants of it; the public menu drops it at once', async () => {
    const news = await section('News', ['notice', 'news'])
    const [notice] = news.children as [number, number]
    const granted = await addStaff(t, { roles: [ROLE.editor], sections: [notice, news.id] })
    await publicMenu()
    const res = await t.admin.post(STAFF_API.menuRemove, { id: notice })
    expect(res.status).toBe(200)
    expectShape(MenuChangeRet, res.json.retMap)
    expect(res.json.retMap.entries.some((e: MenuEntryRow) => e.id === notice)).toBe(false)
    expect((await publicMenu()).find((s) => s.id === news.id)!.children.map((c) => c.listTemplate)).toEqual(['news'])
    const grants = await t.deps.db.selectFrom('staff_scope').where('user_id', '=', granted.id).select('ref_id').execute()
    expect(grants.map((g) => g.ref_id)).toEqual([news.id])
    expect(await auditSummaries(t, 'menuRemove', notice)).toEqual([expect.stringContaining('/tstNews/notice')])
    await removeAll('tstNews')
  })

  it('refuses to remove an entry that lists items, has sub-entries or a conference, saying how many', async () => {
    const news = await section('News', ['notice', 'news'])
    const [notice] = news.children as [number, number]
    await placedItem(t, notice)
    await writeDraft(t.admin, notice, { kind: 'notice' })
    const before = await siteCounts(t)

    const busy = await t.admin.post(STAFF_API.menuRemove, { id: notice, lang: 'en' })
    expectFailure(busy, 409, 'conflict', 'en')
    expect(busy.json.msg).toContain('it lists 2 items')
    const parent = await t.admin.post(STAFF_API.menuRemove, { id: news.id, lang: 'en' })
    expectFailure(parent, 409, 'conflict', 'en')
    expect(parent.json.msg).toContain('it has 2 sub-entries')
    expectFailure(await t.admin.post(STAFF_API.menuRemove, { id: news.id, lang: 'zh' }), 409, 'conflict', 'zh')

    const meeting = await section('Meeting', ['meeting2024'])
    await t.deps.db
      .insertInto('meeting')
      .values({
        menu_id: meeting.children[0]!,
        token: 'meeting2024',
        start_date: '2030-05-01',
        end_date: '2030-05-02',
        reg_deadline: '2030-04-01T00:00:00Z',
      })
      .execute()
    const conference = await t.admin.post(STAFF_API.menuRemove, { id: meeting.children[0], lang: 'en' })
    expectFailure(conference, 409, 'conflict', 'en')
    expect(conference.json.msg).toContain('a conference belongs to it')
    expect((await siteCounts(t)).menu).toBe(before.menu + 2)
    expect(
      (await t.admin.post(STAFF_API.menuTree, {})).json.retMap.entries.find((e: MenuEntryRow) => e.id === meeting.children[0]),
    ).toMatchObject({
      conference: true,
    })
    await removeAll('tstNews')
    await removeAll('tstMeeting')
  })
})
