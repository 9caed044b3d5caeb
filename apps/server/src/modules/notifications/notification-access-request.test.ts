/**
 * An access request (a person CAS knows, signing in without an account here) tells the
 * administrators once, when it is first noted; the same person trying again tells nobody anew.
 */
import { ROLE } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { casHarness } from '../../test/cas-harness.js'
import { addStaff } from '../../test/staff-factory.js'

const h = casHarness()

const work = async () => {
  while ((await h.t.app.services.jobs.poll()) > 0) {
    // Delivery queues mail, whose sending is a job too.
  }
}

describe('an access request', () => {
  it('is mailed to the administrators when first noted, linking to the requests; not again at the next attempt', async () => {
    const to = `access-admin-${process.pid}@staff.example.org`
    const editorTo = `access-editor-${process.pid}@staff.example.org`
    await addStaff(h.t, { roles: [ROLE.admin], email: to })
    await addStaff(h.t, { roles: [ROLE.editor], email: editorTo })
    const username = h.someone('newcomer')
    h.cas.users[username] = { displayName: 'Wang Newcomer' }
    expect((await h.signIn(username)).res.statusCode).toBe(403)
    expect((await h.signIn(username)).res.statusCode).toBe(403)
    await work()
    const mail = (recipient: string) =>
      h.t.deps.db.selectFrom('mail_message').select(['subject', 'text', 'headers']).where('recipient', '=', recipient).execute()
    const [message, ...more] = await mail(to)
    expect(more).toEqual([])
    expect(message!.subject).toBe(`有人申请访问管理后台：Wang Newcomer (${username})`)
    expect(message!.text).toContain('/console/users?tab=requests')
    expect(message!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(await mail(editorTo)).toEqual([])
  })
})
