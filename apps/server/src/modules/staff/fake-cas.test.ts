import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCas, type FakeCas } from '../../test/fake-cas.js'

/* The fake CAS server's own round trip, as a browser goes through it: no server of ours takes part. */

let cas: FakeCas
beforeAll(async () => {
  cas = await startFakeCas()
})
afterAll(async () => {
  await cas?.close()
})

describe('the fake CAS, as a browser test goes through it', () => {
  it('asks who signs in, then remembers them by its cookie until they sign out there', async () => {
    const service = 'http://127.0.0.1:9/back'
    const login = `${cas.url}/login?service=${encodeURIComponent(service)}`
    const form = await fetch(login, { redirect: 'manual' })
    expect(form.status).toBe(200)
    expect(await form.text()).toContain(`action="${new URL(cas.url).pathname}/login"`)

    const chosen = await fetch(`${login}&user=zoe`, { redirect: 'manual' })
    expect(chosen.status).toBe(302)
    const back = new URL(chosen.headers.get('location')!)
    expect(`${back.origin}${back.pathname}`).toBe(service)
    expect([...back.searchParams.keys()]).toEqual(['ticket'])
    const cookie = chosen.headers.get('set-cookie')!.split(';')[0]!

    // Signed in at CAS already: straight back with a new ticket, no form.
    const again = await fetch(login, { redirect: 'manual', headers: { cookie } })
    expect(again.status).toBe(302)
    const second = new URL(again.headers.get('location')!).searchParams.get('ticket')
    expect(second).not.toBe(back.searchParams.get('ticket'))

    const out = await fetch(`${cas.url}/logout?service=${encodeURIComponent(service)}`, { redirect: 'manual', headers: { cookie } })
    expect(out.status).toBe(302)
    expect(out.headers.get('location')).toBe(service)
    expect(out.headers.get('set-cookie')).toMatch(/^fakecas_user=; .*Max-Age=0/)
  })
})
