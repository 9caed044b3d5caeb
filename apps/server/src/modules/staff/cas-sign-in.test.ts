import { SessionRet, STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { casAddress, casHarness, json, PUBLIC_URL, sessionCookie } from '../../test/cas-harness.js'
import { expectFailure, expectShape } from '../../test/shape.js'

/*
 * CAS 3.0 sign-in through the real server and a fake CAS server: the browser's way to CAS,
 * the round trip that opens a session, and where the person may be sent afterwards.
 */

const h = casHarness()
const { serverWith, someone, account, startAt, signIn, me, auditOf, expectProblemPage } = h

describe('the way to CAS', () => {
  it('sends the browser to CAS with a service address under PUBLIC_URL that keeps the console path', async () => {
    const service = await startAt('/console/news/edit?id=12')
    const url = new URL(service)
    expect(url.origin).toBe(PUBLIC_URL)
    expect(url.pathname).toBe(STAFF_API.cas)
    expect([...url.searchParams]).toEqual([['next', '/console/news/edit?id=12']])
  })

  it('says so on a page when single sign-on is off', async () => {
    const app = await serverWith({ CAS_URL: '' })
    const res = await app.inject({ method: 'GET', url: casAddress('/console/') })
    expect(res.statusCode).toBe(404)
    expectProblemPage(res, 404, 'cas.off', '/console/')
  })
})

describe('a sign-in', () => {
  it('opens a session: a __Host- cookie, 303 to the console path, me answers the person, an audit line', async () => {
    const username = someone('alice')
    const id = await account(username, { roles: [10], memberOf: ['cms-editor'] })
    const before = h.cas.validations.length
    const { res, ticket, service } = await signIn(username, '/console/pages?tab=en')

    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/console/pages?tab=en')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['set-cookie']).toMatch(/^__Host-ibr_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/)
    // Validated once, with the service address the ticket was issued for.
    expect(h.cas.validations.slice(before)).toEqual([{ service, ticket, outcome: { user: username } }])

    const answer = json(await me(sessionCookie(res)))
    expect(answer.status).toBe(200)
    expectShape(SessionRet, answer.json.retMap)
    expect(answer.json.retMap.user).toMatchObject({ id, username, source: 'cas', roles: [10] })

    const session = await h.t.deps.db.selectFrom('staff_session').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow()
    // The ticket is kept only as its hash: what a single logout will name.
    expect(session.cas_ticket_hash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.stringify(session)).not.toContain(ticket)
    expect(await auditOf(username)).toEqual([{ user_id: id, action: 'signIn', entity: 'session', summary: 'cas' }])
    const user = await h.t.deps.db.selectFrom('staff_user').select('last_sign_in_at').where('id', '=', id).executeTakeFirstOrThrow()
    expect(user.last_sign_in_at).toBeInstanceOf(Date)
  })

  it('ends the session the browser already had: a planted session id never survives a sign-in', async () => {
    const username = someone('fixed')
    await account(username)
    const first = sessionCookie((await signIn(username)).res)
    const second = await signIn(username, '/console/', h.main, first)
    expect(second.res.statusCode).toBe(303)
    expect(sessionCookie(second.res)).not.toBe(first)
    expectFailure(json(await me(first)), 401, 'loginExpired')
    expect((await me(sessionCookie(second.res))).statusCode).toBe(200)
  })

  it('sets a plain cookie, without Secure or __Host-, when the site is served over http', async () => {
    const publicUrl = 'http://localhost:8080'
    const server = { app: await serverWith({ PUBLIC_URL: publicUrl }), publicUrl }
    const username = someone('plain')
    await account(username)
    const { res } = await signIn(username, '/console/', server)
    expect(res.statusCode).toBe(303)
    expect(res.headers['set-cookie']).toMatch(/^ibr_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/)
    expect((await me(sessionCookie(res), server.app)).statusCode).toBe(200)
  })

  // Where `next` asks to go, and where the person lands: in the console, or at its start.
  const landings: [next: string, lands: string][] = [
    ['//evil.example', '/console/'],
    ['https://evil', '/console/'],
    ['/console/../x', '/console/'],
    ['/console/%2e%2e/x', '/console/'],
    ['/\\evil.example', '/console/'],
    ['/console\\..\\x', '/console/'],
    ['/console/\t/../../x', '/console/'],
    ['javascript:alert(1)', '/console/'],
    ['/consolex', '/console/'],
    ['', '/console/'],
    // These stay inside the console, once their dots are resolved.
    ['/console//evil.example', '/console//evil.example'],
    ['/console//evil.example/../../x', '/console/x'],
    ['/console/a/../b?q=1', '/console/b?q=1'],
    // Written as an address writes it; CAS sees the same service address at both ends.
    ['/console/新闻 list?q=a b', '/console/%E6%96%B0%E9%97%BB%20list?q=a%20b'],
  ]
  for (const [next, lands] of landings) {
    it(`sends next=${JSON.stringify(next)} to ${lands}`, async () => {
      const username = someone('nav')
      await account(username)
      const service = await startAt(next)
      expect(new URL(service).searchParams.get('next')).toBe(lands)
      const ticket = h.cas.issueTicket(username, service)
      const res = await h.t.inject({ method: 'GET', url: `${casAddress(next)}&ticket=${encodeURIComponent(ticket)}` })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe(lands)
    })
  }
})
