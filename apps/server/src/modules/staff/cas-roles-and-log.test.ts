import { STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it, vi } from 'vitest'
import { casAddress, casHarness, PUBLIC_URL, sessionCookie } from '../../test/cas-harness.js'
import { logoutRequestXml } from '../../test/fake-cas-xml.js'

/*
 * What a CAS sign-in does besides opening a session: the roles a CAS attribute grants, and
 * what the log keeps of a ticket.
 */

const h = casHarness()
const { serverWith, someone, account, comeBack, signIn, me, auditOf } = h

describe('roles from a CAS attribute', () => {
  it('grants the mapped roles at each sign-in, revokes them when the attribute drops them, leaves the others', async () => {
    const server = {
      app: await serverWith({ CAS_ROLE_ATTRIBUTE: 'memberOf', CAS_ROLE_MAP: JSON.stringify({ 'cms-editor': 10, 'cms-reviewer': 21 }) }),
      publicUrl: PUBLIC_URL,
    }
    const username = someone('mapped')
    const id = await account(username, { roles: [40], memberOf: ['cms-editor', 'unrelated-group'] })
    const rolesAfterSignIn = async (memberOf: string[]) => {
      h.cas.users[username] = { memberOf }
      const { res } = await signIn(username, '/console/', server)
      expect(res.statusCode).toBe(303)
      return (await me(sessionCookie(res), server.app)).json().retMap.user.roles as number[]
    }

    expect(await rolesAfterSignIn(['cms-editor', 'unrelated-group'])).toEqual([10, 40])
    expect(await rolesAfterSignIn(['cms-reviewer'])).toEqual([21, 40])
    expect(await rolesAfterSignIn(['cms-reviewer'])).toEqual([21, 40])
    expect(await rolesAfterSignIn([])).toEqual([40])
    const changes = (await auditOf('cas')).filter((l) => l.action === 'userUpdate' && l.user_id === id)
    expect(changes.map((l) => l.summary)).toEqual([
      'roles from CAS attribute memberOf: 40 → 10,40',
      'roles from CAS attribute memberOf: 10,40 → 21,40',
      'roles from CAS attribute memberOf: 21,40 → 40',
    ])
  })

  it('leaves roles alone when no map is set', async () => {
    const username = someone('unmapped')
    const id = await account(username, { roles: [21], memberOf: ['cms-editor'] })
    expect((await signIn(username)).res.statusCode).toBe(303)
    const roles = await h.t.deps.db.selectFrom('staff_role').select('code').where('user_id', '=', id).execute()
    expect(roles.map((r) => r.code)).toEqual([21])
  })
})

describe('the e-mail address from CAS', () => {
  it('takes the mail attribute as the account’s address when it is one, and keeps the address otherwise', async () => {
    const username = someone('mailed')
    const id = await account(username)
    const emailAfterSignIn = async (attributes: Record<string, string[]>) => {
      h.cas.users[username] = { attributes }
      expect((await signIn(username)).res.statusCode).toBe(303)
      return (await h.t.deps.db.selectFrom('staff_user').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email
    }
    expect(await emailAfterSignIn({})).toBeNull()
    expect(await emailAfterSignIn({ mail: ['zhang.wei@institute.example'] })).toBe('zhang.wei@institute.example')
    expect(await emailAfterSignIn({ mail: ['not an address'] })).toBe('zhang.wei@institute.example')
    expect(await emailAfterSignIn({})).toBe('zhang.wei@institute.example')
    expect(await emailAfterSignIn({ mail: ['wei.zhang@institute.example'] })).toBe('wei.zhang@institute.example')
    const changes = (await auditOf('cas')).filter((l) => l.action === 'userUpdate' && l.user_id === id)
    expect(changes.map((l) => l.summary)).toEqual([
      'email from CAS attribute mail: — → zhang.wei@institute.example',
      'email from CAS attribute mail: zhang.wei@institute.example → wei.zhang@institute.example',
    ])
  })
})

describe('the log', () => {
  it('never keeps a ticket: the request line shows ticket=[redacted]', async () => {
    const lines: string[] = []
    const app = await serverWith({ LOG_LEVEL: 'info', LOG_REQUESTS: 'all' }, { logStream: { write: (line) => void lines.push(line) } })
    const server = { app, publicUrl: PUBLIC_URL }
    const username = someone('logged')
    await account(username)
    const stranger = someone('unknown')

    const tickets: string[] = []
    const ok = await signIn(username, '/console/', server)
    expect(ok.res.statusCode).toBe(303)
    tickets.push(ok.ticket)
    expect((await comeBack(ok.back, server)).statusCode).toBe(401)
    const refused = await signIn(stranger, '/console/', server)
    expect(refused.res.statusCode).toBe(403)
    tickets.push(refused.ticket)
    const slo = await app.inject({
      method: 'POST',
      url: STAFF_API.cas,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ logoutRequest: logoutRequestXml(ok.ticket) }).toString(),
    })
    expect(slo.statusCode).toBe(200)

    // Each request's log ends with its completion line, written as the answer goes out.
    const entries = () => lines.map((l) => JSON.parse(l) as { msg: string; req?: { url: string }; res?: unknown; code?: string })
    await vi.waitFor(() => expect(entries().filter((e) => e.msg === 'request completed')).toHaveLength(6))
    for (const ticket of tickets) expect(lines.join('\n')).not.toContain(ticket.slice(3))
    const withTicket = entries().filter((e) => e.req?.url.includes('ticket='))
    expect(withTicket.map((e) => e.req!.url)).toEqual(Array(3).fill(`${casAddress('/console/')}&ticket=[redacted]`))
    expect(entries().find((e) => e.msg === 'CAS sign-in failed')).toMatchObject({ code: 'INVALID_TICKET' })
  })
})
