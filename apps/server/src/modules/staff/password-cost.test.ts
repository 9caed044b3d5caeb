import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { STRENGTH_QUEUE_MAX, strengthChecksWaiting } from '../../auth/strength-queue.js'
import { expectFailure } from '../../test/shape.js'
import { addStaff, staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/* What a password can cost the server: its length is bounded before anything is done with it, and its strength is estimated off the event loop. */

let t: TestApp
let admin: StaffClient
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_ADDRESS: '1000' })
  admin = await staffSession(t, { roles: [ROLE.admin] })
})
afterAll(async () => {
  await t.close()
})

/** Digits and symbols, each of which zxcvbn reads as a possible l33t letter: among the slowest passwords to estimate (a strong one). */
const slowToEstimate = (length: number) => Array.from({ length }, (_, i) => '1!3$0@4|7+5'[(i * 7) % 11]).join('')
/** A l33t spelling of `password`, repeated: slow to estimate, and weak. */
const slowAndWeak = 'P4ssw0rd!'.repeat(13)

const usersNamed = (prefix: string) =>
  t.deps.db.selectFrom('staff_user').select('username').where('username', 'like', `${prefix}%`).execute()

describe('password cost', () => {
  it('refuses a 5,000-character password by its length, naming the field, before hashing or estimating it', async () => {
    const long = 'x'.repeat(5000)
    const person = await staffSession(t)
    const answers = {
      change: await person.post(STAFF_API.password, { current: person.account.password, password: long, lang: 'en' }),
      current: await person.post(STAFF_API.password, { current: long, password: 'Tulip-graphite-oxbow-7', lang: 'en' }),
      create: await admin.post(STAFF_API.userCreate, {
        username: `long${process.pid}`,
        name: 'Long',
        source: 'local',
        roles: [ROLE.editor],
        password: long,
        lang: 'en',
      }),
      reset: await admin.post(STAFF_API.userResetPassword, { id: person.account.id, password: long, lang: 'en' }),
      signIn: await t.post(STAFF_API.login, { username: person.account.username, password: long, lang: 'en' }),
    }
    for (const [call, res] of Object.entries(answers)) {
      expectFailure(res, 400, 'badRequest', 'en', call === 'current' ? 'current' : 'password')
      expect(res.json.msg, call).toMatch(/200/)
    }
    expect(strengthChecksWaiting()).toBe(0)
    expect(await usersNamed(`long${process.pid}`)).toEqual([])
    // Nothing changed: the old password still signs in.
    expect((await t.post(STAFF_API.login, { username: person.account.username, password: person.account.password })).status).toBe(200)
  })

  it('answers a public request while a strength check is in flight', async () => {
    let created = false
    const creating = admin
      .post(STAFF_API.userCreate, {
        username: `slow${process.pid}`,
        name: 'Slow',
        source: 'local',
        roles: [ROLE.editor],
        password: slowToEstimate(200),
      })
      .then((res) => {
        created = true
        return res
      })
    await vi.waitFor(() => expect(strengthChecksWaiting()).toBe(1), { timeout: 10_000, interval: 1 })
    const read = await t.post('/api/menu/list', { type: 'top', lang: 'zh' })
    expect(read.status).toBe(200)
    // Answered with the check still out: an estimate on the event loop would have held the read until it ended.
    expect(strengthChecksWaiting()).toBe(1)
    expect(created).toBe(false)
    expect((await creating).status).toBe(200)
  })

  it('refuses checks past the queue at once, readable, and writes nothing for any refused one', async () => {
    const prefix = `flood${process.pid}x`
    const answers = await Promise.all(
      Array.from({ length: STRENGTH_QUEUE_MAX + 8 }, (_, i) =>
        admin.post(STAFF_API.userCreate, {
          username: `${prefix}${i}`,
          name: 'Flood',
          source: 'local',
          roles: [ROLE.editor],
          password: slowAndWeak,
          lang: 'en',
        }),
      ),
    )
    const busy = answers.filter((a) => a.status === 429)
    expect(busy.length).toBeGreaterThan(0)
    for (const res of busy) {
      expectFailure(res, 429, 'rateLimited', 'en')
      expect(res.headers['retry-after']).toBe('5')
    }
    for (const res of answers.filter((a) => a.status !== 429)) expectFailure(res, 400, 'badRequest', 'en', 'password')
    expect(await usersNamed(prefix)).toEqual([])
    expect(strengthChecksWaiting()).toBe(0)
  })

  it("gives the person's name and the site's name to the estimate on create and reset", async () => {
    const create = (name: string, password: string) =>
      admin.post(STAFF_API.userCreate, {
        username: `named${process.pid}${name.length}`,
        name,
        source: 'local',
        roles: [ROLE.editor],
        password,
        lang: 'en',
      })
    expectFailure(await create('Walter Mitty', 'Walter-Mitty-1987'), 400, 'badRequest', 'en', 'password')
    expectFailure(await create('Someone Else', 'Brain-Research-2026!'), 400, 'badRequest', 'en', 'password')
    const target = await addStaff(t, { name: 'Grace Hopper' })
    expectFailure(
      await admin.post(STAFF_API.userResetPassword, { id: target.id, password: 'Grace.Hopper.1906', lang: 'en' }),
      400,
      'badRequest',
      'en',
      'password',
    )
    expect((await admin.post(STAFF_API.userResetPassword, { id: target.id, password: 'Tulip-graphite-oxbow-7' })).status).toBe(200)
  })
})
