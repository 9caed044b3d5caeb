// PostgreSQL pass: one link used twice at once, and many asked for together, contend over connections of their own.
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure } from '../../test/shape.js'
import { addStaff, staffSession, type StaffSpec } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { LINK_REQUESTS_PER_ADDRESS, LINKS_PER_NAME } from './sign-in-link-service.js'

/* A one-time sign-in link by e-mail: the way in for a person the throttle keeps out. */

const PUBLIC_URL = 'http://www.institute.example'
let t: TestApp
let addressCounter = 0
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, LOGIN_LIMIT_ACCOUNT: '5', LOGIN_LIMIT_ADDRESS: '1000' })
})
afterAll(async () => {
  await t.close()
})

/** A client address of the test's own, so the per-address limit of one test does not reach another. */
const newAddress = () => `198.51.100.${++addressCounter}`

const post = (path: string, payload: Record<string, unknown>, address: string, cookie?: string) =>
  t.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    payload,
    remoteAddress: address,
  })
const ask = (username: string, address = newAddress(), lang = 'en') => post(STAFF_API.signInLink, { username, lang }, address)
const use = (token: string, address = newAddress()) => post(STAFF_API.signInLinkUse, { token, lang: 'en' }, address)
const answer = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, json: JSON.parse(res.body) })

/** The audit lines of the requests for this name, once as many as expected are written (they follow the answer). */
async function requestLines(username: string, count: number) {
  const lines = () =>
    t.deps.db
      .selectFrom('audit_log')
      .select(['summary', 'user_id'])
      .where('username', '=', username)
      .where('action', '=', 'signInLinkRequest')
      .orderBy('id')
      .execute()
  await expect.poll(async () => (await lines()).length).toBe(count)
  return lines()
}
const mailTo = (email: string) =>
  t.deps.db.selectFrom('mail_message').select(['subject', 'text', 'lang', 'kind']).where('recipient', '=', email).orderBy('id').execute()
const tokenIn = (text: string) => {
  const match = /http:\/\/www\.institute\.example\/console\/sign-in-link#token=([A-Za-z0-9_-]{43})/.exec(text)
  expect(match, text).not.toBeNull()
  return match![1]!
}

let mailboxes = 0
const withMailbox = (spec: StaffSpec = {}) =>
  addStaff(t, { roles: [ROLE.editor], email: `person${process.pid}-${++mailboxes}@institute.example`, ...spec })

/** Asks for a link for the account and answers the token the mail holds. */
async function linkFor(account: { username: string }, email: string, lang = 'en') {
  const before = (await mailTo(email)).length
  expect((await ask(account.username, newAddress(), lang)).statusCode).toBe(200)
  await expect.poll(async () => (await mailTo(email)).length).toBe(before + 1)
  return tokenIn((await mailTo(email)).at(-1)!.text)
}

describe('asking for a sign-in link', () => {
  it('queues a mail to the account’s own address, in the request’s language, with a link to the console', async () => {
    const email = `zh${process.pid}@institute.example`
    const account = await withMailbox({ email, name: '张伟' })
    await linkFor(account, email, 'zh')
    const [zh] = await mailTo(email)
    expect(zh).toMatchObject({ lang: 'zh', kind: 'staff.signInLink', subject: '工作台登录链接' })
    expect(zh!.text).toContain('张伟，您好：')
    expect(zh!.text).toContain('15 分钟内有效')
    await linkFor(account, email, 'en')
    expect((await mailTo(email))[1]).toMatchObject({ lang: 'en', subject: 'Your sign-in link for the staff console' })
    const lines = await requestLines(account.username, 2)
    expect(lines.map((l) => [l.user_id, l.summary])).toEqual(Array(2).fill([account.id, `sent to ${email}`]))
    // Only the token's digest is kept.
    const rows = await t.deps.db.selectFrom('staff_sign_in_link').select('token_hash').where('user_id', '=', account.id).execute()
    const token = tokenIn((await mailTo(email))[1]!.text)
    expect(rows.map((r) => r.token_hash)).not.toContain(token)
  })

  it('answers an unknown name exactly as a known one, and sends nothing for it', async () => {
    const account = await withMailbox()
    const known = answer(await ask(account.username))
    const unknown = answer(await ask(`nobody${process.pid}`))
    expect(known).toEqual({ status: 200, json: { code: 'success', retMap: { minutes: 15 } } })
    expect(unknown).toEqual(known)
    expect((await requestLines(`nobody${process.pid}`, 1))[0]).toEqual({ user_id: null, summary: 'nothing sent: no such account' })
  })

  it('answers the same and sends nothing for a deactivated account, a single sign-on account and one without an address', async () => {
    const cases = [
      [await withMailbox({ active: false }), 'deactivated'],
      [await withMailbox({ source: 'cas' }), 'single sign-on account'],
      [await withMailbox({ email: null }), 'no e-mail address'],
    ] as const
    for (const [account, reason] of cases) {
      expect(answer(await ask(account.username))).toEqual({ status: 200, json: { code: 'success', retMap: { minutes: 15 } } })
      expect((await requestLines(account.username, 1))[0]!.summary).toBe(`nothing sent: ${reason}`)
    }
    expect(
      await t.deps.db
        .selectFrom('staff_sign_in_link')
        .select('user_id')
        .where(
          'user_id',
          'in',
          cases.map(([a]) => a.id),
        )
        .execute(),
    ).toEqual([])
  })

  it(`sends one name ${LINKS_PER_NAME} links a quarter hour at most, from any addresses, answering the same after`, async () => {
    const account = await withMailbox()
    const answers = await Promise.all(Array.from({ length: LINKS_PER_NAME + 3 }, () => ask(account.username)))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(LINKS_PER_NAME + 3).fill(200))
    const lines = await requestLines(account.username, LINKS_PER_NAME + 3)
    expect(lines.filter((l) => l.summary.startsWith('sent to'))).toHaveLength(LINKS_PER_NAME)
    expect(lines.filter((l) => l.summary === 'nothing sent: too many links asked for')).toHaveLength(3)
  })

  it(`takes ${LINK_REQUESTS_PER_ADDRESS} requests a quarter hour from one address, whatever the names, then answers 429`, async () => {
    const address = newAddress()
    for (let i = 0; i < LINK_REQUESTS_PER_ADDRESS; i++) expect((await ask(`spray${i}-${process.pid}`, address)).statusCode).toBe(200)
    const limited = answer(await ask(`spray-last-${process.pid}`, address))
    expectFailure(limited, 429, 'rateLimited', 'en')
    await requestLines(`spray${LINK_REQUESTS_PER_ADDRESS - 1}-${process.pid}`, 1)
    expect(await t.deps.db.selectFrom('audit_log').select('id').where('username', '=', `spray-last-${process.pid}`).execute()).toEqual([])
  })
})

describe('signing in with a link', () => {
  it('answers like a sign-in, past the throttle, and marks the browser as known', async () => {
    const email = `throttled${process.pid}@institute.example`
    const account = await withMailbox({ email })
    // Kept out: the name's failures from many addresses slow every browser it does not know.
    await t.deps.db
      .insertInto('audit_log')
      .values(Array.from({ length: 20 }, (_, i) => ({ username: account.username, action: 'signInFailed', address: `203.0.113.${i}` })))
      .execute()
    expect((await post(STAFF_API.login, { username: account.username, password: account.password }, '192.0.2.9')).statusCode).toBe(429)
    const signedIn = await use(await linkFor(account, email), '192.0.2.9')
    expect(signedIn.statusCode).toBe(200)
    const json = JSON.parse(signedIn.body)
    expect(json.retMap.user).toMatchObject({ id: account.id, username: account.username })
    expect(json.retMap.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [session, device] = ([] as string[]).concat(signedIn.headers['set-cookie'] as string[])
    expect((await t.post(STAFF_API.me, {}, { cookie: session!.split(';')[0]! })).status).toBe(200)
    expect(device).toMatch(/^ibr_device=[A-Za-z0-9_-]{43}; Path=\/api\/staff\/auth\/login;/)
    // The browser is known now: its password sign-in passes the name's limit.
    const again = await post(
      STAFF_API.login,
      { username: account.username, password: account.password },
      '192.0.2.9',
      device!.split(';')[0]!,
    )
    expect(again.statusCode).toBe(200)
    const line = await t.deps.db
      .selectFrom('audit_log')
      .select('summary')
      .where('user_id', '=', account.id)
      .where('action', '=', 'signIn')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect(line.summary).toBe('sign-in link')
  })

  it('works once: the same link, and the account’s other links, are spent', async () => {
    const email = `once${process.pid}@institute.example`
    const account = await withMailbox({ email })
    const first = await linkFor(account, email)
    const second = await linkFor(account, email)
    const [a, b] = await Promise.all([use(first), use(first)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401])
    expectFailure(answer(await use(first)), 401, 'loginFailed', 'en')
    const refused = answer(await use(second))
    expectFailure(refused, 401, 'loginFailed', 'en')
    expect(refused.json.msg).toMatch(/no longer works/)
  })

  it('does not work after 15 minutes', async () => {
    const email = `late${process.pid}@institute.example`
    const account = await withMailbox({ email })
    const token = await linkFor(account, email)
    await t.deps.db
      .updateTable('staff_sign_in_link')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', account.id)
      .execute()
    expectFailure(answer(await use(token)), 401, 'loginFailed', 'en')
    expect(await t.deps.db.selectFrom('staff_session').select('id_hash').where('user_id', '=', account.id).execute()).toEqual([])
  })

  it('signs in to the account it was sent for only, and not once that account is deactivated', async () => {
    const mine = `mine${process.pid}@institute.example`
    const theirs = `theirs${process.pid}@institute.example`
    const me = await withMailbox({ email: mine })
    const other = await withMailbox({ email: theirs })
    const myToken = await linkFor(me, mine)
    const theirToken = await linkFor(other, theirs)
    expect(JSON.parse((await use(myToken)).body).retMap.user.id).toBe(me.id)
    // My sign-in spent my links, not theirs.
    await t.deps.db.updateTable('staff_user').set({ active: false }).where('id', '=', other.id).execute()
    expectFailure(answer(await use(theirToken)), 401, 'loginFailed', 'en')
    expectFailure(answer(await use('A'.repeat(43))), 401, 'loginFailed', 'en')
  })

  it('does not work once the account’s address has changed: it went to a mailbox that is no longer theirs', async () => {
    const former = `former${process.pid}@institute.example`
    const account = await withMailbox({ email: former })
    const admin = await staffSession(t, { roles: [ROLE.admin] })
    // An edit that leaves the address as it was leaves its links working.
    const before = await linkFor(account, former)
    expect((await admin.post(STAFF_API.userUpdate, { id: account.id, name: 'Renamed Person', email: former })).status).toBe(200)
    expect((await use(before)).statusCode).toBe(200)
    const token = await linkFor(account, former)
    expect((await admin.post(STAFF_API.userUpdate, { id: account.id, email: `new${process.pid}@institute.example` })).status).toBe(200)
    expectFailure(answer(await use(token)), 401, 'loginFailed', 'en')
  })
})

describe('without PUBLIC_URL', () => {
  it('is not offered, and answers the same without sending anything', async () => {
    const bare = await createTestApp()
    try {
      expect((await bare.post(STAFF_API.authMethods, {})).json.retMap).toMatchObject({ localLogin: true, signInLink: false })
      const account = await addStaff(bare, { email: `bare${process.pid}@institute.example` })
      expect((await bare.post(STAFF_API.signInLink, { username: account.username })).json).toEqual({
        code: 'success',
        retMap: { minutes: 15 },
      })
      expect(await bare.deps.db.selectFrom('staff_sign_in_link').select('user_id').execute()).toEqual([])
    } finally {
      await bare.close()
    }
  })
})
