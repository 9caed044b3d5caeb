import type { AddressInfo } from 'node:net'
import { STAFF_API, type SessionRet } from '@ibr/contract/staff'
import { beforeAll, describe, expect, it } from 'vitest'
import { casHarness, json, PUBLIC_URL, sessionCookie } from '../../test/cas-harness.js'
import { expectFailure } from '../../test/shape.js'

/*
 * CAS single logout: CAS's back-channel request that ends one session, and signing out of a
 * CAS session, which signs out at CAS too.
 */

const h = casHarness()
const { someone, account, signIn, me, counts, auditOf } = h

describe('single logout', () => {
  let backChannel: string
  beforeAll(async () => {
    // CAS reaches the service over HTTP: the server listens for this part.
    await h.t.app.listen({ port: 0, host: '127.0.0.1' })
    backChannel = `http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}${STAFF_API.cas}`
  })
  const post = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
    h.t.inject({ method: 'POST', url: STAFF_API.cas, headers: { 'content-type': contentType }, payload })

  it("CAS's back-channel request ends exactly the session its ticket opened", async () => {
    const username = someone('slo')
    const id = await account(username)
    const a = await signIn(username)
    const b = await signIn(username)
    const [cookieA, cookieB] = [sessionCookie(a.res), sessionCookie(b.res)]

    expect(await h.cas.logout(a.ticket, backChannel)).toBe(200)
    expectFailure(json(await me(cookieA)), 401, 'loginExpired')
    expect((await me(cookieB)).statusCode).toBe(200)
    expect((await auditOf(username)).map((l) => l.action)).toEqual(['signIn', 'signIn', 'singleLogout'])
    expect((await auditOf(username)).at(-1)).toEqual({ user_id: id, action: 'singleLogout', entity: 'session', summary: 'cas' })

    // Heard again (CAS retries), it changes nothing more.
    const before = await counts()
    expect(await h.cas.logout(a.ticket, backChannel)).toBe(200)
    expect(await counts()).toEqual(before)
    expect((await me(cookieB)).statusCode).toBe(200)
  })

  it('answers 200 and changes nothing for a ticket no session has, or a request it cannot read', async () => {
    const username = someone('stay')
    await account(username)
    const { res, ticket } = await signIn(username)
    const cookie = sessionCookie(res)
    const before = await counts()

    expect(await h.cas.logout('ST-404-never-issued', backChannel)).toBe(200)
    const unreadable = [
      `logoutRequest=${encodeURIComponent('<samlp:LogoutRequest><samlp:SessionIndex>')}`,
      `logoutRequest=${encodeURIComponent(`<!DOCTYPE x [<!ENTITY t "${ticket}">]><samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"><samlp:SessionIndex>&t;</samlp:SessionIndex></samlp:LogoutRequest>`)}`,
      `logoutRequest=${encodeURIComponent(ticket)}`,
      `logoutRequest=`,
      `somethingElse=${encodeURIComponent(ticket)}`,
      '',
    ]
    for (const payload of unreadable) {
      const answer = await post(payload)
      expect(answer.statusCode, payload).toBe(200)
      expect(answer.body).toBe('ok')
    }
    // Not a form at all.
    expect((await post(JSON.stringify({ logoutRequest: ticket }), 'application/json')).statusCode).toBe(200)
    expect(await counts()).toEqual(before)
    expect((await me(cookie)).statusCode).toBe(200)
  })

  it('signing out of a CAS session ends it and sends the browser to CAS to sign out there too', async () => {
    const username = someone('bye')
    await account(username)
    const cookie = sessionCookie((await signIn(username)).res)
    const { csrfToken } = (await me(cookie)).json().retMap as SessionRet
    const res = await h.t.post(STAFF_API.logout, {}, { cookie, 'x-csrf-token': csrfToken })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ code: 'success', retMap: { redirect: `${h.cas.url}/logout?service=${encodeURIComponent(PUBLIC_URL)}` } })
    expect(res.headers['set-cookie']).toMatch(/^__Host-ibr_staff=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; Secure$/)
    expectFailure(json(await me(cookie)), 401, 'loginExpired')
    // CAS signs the person out and sends them back to the site.
    const atCas = await fetch(res.json.retMap.redirect, { redirect: 'manual' })
    expect(atCas.status).toBe(302)
    expect(atCas.headers.get('location')).toBe(PUBLIC_URL)
  })
})
