// PostgreSQL pass: guesses sent together contend for the per-account lock over many connections.
import { STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { DEVICE_FAILURES } from '../../auth/device-cookie.js'
import { addStaff, signIn } from '../../test/staff-factory.js'
import { useSignInApp } from '../../test/sign-in-client.js'

/* Guesses sent together: the throttle's check, the password's verification and the failure's record are one step per account. */

const LIMIT = 5
const { t, loginFrom } = useSignInApp(LIMIT)

const attempt = (username: string, password: string, address = '203.0.113.70', cookie?: string) =>
  loginFrom(address, username, password, cookie)
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {})
const pending = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('staff_auth_attempt')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const failuresLogged = async (username: string, action: 'signInFailed' | 'passwordChangeFailed') =>
  (await t.deps.db.selectFrom('audit_log').select('id').where('username', '=', username).where('action', '=', action).execute()).length

describe('guesses sent together', () => {
  it('verify at most the limit of 20 wrong passwords for one account; the rest wait', async () => {
    const account = await addStaff(t)
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(account.username, `wrong guess ${i}`)))
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: LIMIT, 429: 20 - LIMIT })
    expect(await failuresLogged(account.username, 'signInFailed')).toBe(LIMIT)
    expect(await pending()).toBe(0)
  })

  it('hold for a name that does not exist, so the answers never tell which names do', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(`nobody${process.pid}`, `wrong guess ${i}`)))
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: LIMIT, 429: 12 - LIMIT })
  })

  it('verify at most the limit of 20 wrong current passwords on the change-password form', async () => {
    const account = await addStaff(t)
    const client = await signIn(t, account)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.post(STAFF_API.password, { current: `wrong ${i}`, password: 'Brand-new-phrase-77' })),
    )
    expect(tally(answers.map((a) => a.status))).toEqual({ 400: LIMIT, 429: 20 - LIMIT })
    expect(answers.filter((a) => a.status === 400).every((a) => a.json.code === 'currentPasswordWrong')).toBe(true)
    expect(await failuresLogged(account.username, 'passwordChangeFailed')).toBe(LIMIT)
    expect(await pending()).toBe(0)
  })

  it(`take a device cookie for ${DEVICE_FAILURES} wrong passwords at most, however many are sent together`, async () => {
    const account = await addStaff(t)
    const signedIn = await attempt(account.username, account.password, '198.51.100.30')
    const device = ([] as string[])
      .concat(signedIn.headers['set-cookie'] as string[])
      .find((c) => c.startsWith('ibr_device='))!
      .split(';')[0]!
    // The name is under attack from many addresses: a browser it does not know waits.
    await t.deps.db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 4 * LIMIT }, (_, i) => ({ username: account.username, action: 'signInFailed', address: `192.0.2.${i}` })),
      )
      .execute()
    expect((await attempt(account.username, account.password, '198.51.100.31')).statusCode).toBe(429)
    // Wrong passwords with the stolen cookie, each from an address of its own.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(account.username, `wrong guess ${i}`, `198.51.100.${40 + i}`, device)),
    )
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: DEVICE_FAILURES, 429: 10 - DEVICE_FAILURES })
    // Spent: the cookie is no pass any more, the right password notwithstanding.
    expect((await attempt(account.username, account.password, '198.51.100.60', device)).statusCode).toBe(429)
  })
})
