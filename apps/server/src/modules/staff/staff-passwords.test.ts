// PostgreSQL pass: wrong current passwords sent together contend for the per-account lock.
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { expectFailure } from '../../test/shape.js'
import { addStaff, signIn, staffSession } from '../../test/staff-factory.js'
import { useSignInApp } from '../../test/sign-in-client.js'

/* A local account's password: changing it, the rules a new one must meet, and the change an administrator's reset forces. */

const { t, login } = useSignInApp()

describe('passwords', () => {
  it('a change ends the other sessions, keeps this one, and needs the current password', async () => {
    const account = await addStaff(t)
    const here = await signIn(t, account)
    const elsewhere = await signIn(t, account)
    expectFailure(
      await here.post(STAFF_API.password, { current: 'wrong', password: 'Brand-new-phrase-77', lang: 'en' }),
      400,
      'currentPasswordWrong',
      'en',
      'current',
    )
    const res = await here.post(STAFF_API.password, { current: account.password, password: 'Brand-new-phrase-77' })
    expect(res.status).toBe(200)
    expect((await here.post(STAFF_API.me)).status).toBe(200)
    expectFailure(await elsewhere.post(STAFF_API.me, { lang: 'en' }), 401, 'loginExpired', 'en')
    expect((await login(account.username, 'Brand-new-phrase-77')).status).toBe(200)
  })

  it('refuses a short, a common and a name-bearing password, naming the field', async () => {
    const client = await staffSession(t, { username: `walter${process.pid}` })
    const change = (password: string) => client.post(STAFF_API.password, { current: client.account.password, password, lang: 'en' })
    const short = await change('Short-1')
    expectFailure(short, 400, 'badRequest', 'en', 'password')
    expect(short.json.msg).toMatch(/at least 10 characters/)
    expect((await change('password123456')).json.msg).toMatch(/too common/)
    expect((await change('Qwertyuiop123!')).json.msg).toMatch(/too common/)
    expect((await change(`${client.account.username}-is-me`)).json.msg).toMatch(/user name/)
    expect((await login(client.account.username, client.account.password)).status).toBe(200)
  })

  it('says why a password is too easy to guess, in the language of the request, and takes a strong one', async () => {
    const client = await staffSession(t, { name: 'Walter Mitty' })
    const change = (password: string, lang = 'en') => client.post(STAFF_API.password, { current: client.account.password, password, lang })
    // Long enough, and in no list of common passwords: each weakness named for what to change.
    const reasons: [string, 'en' | 'zh', RegExp][] = [
      ['aaaaaaaaaa', 'en', /repeats the same characters/],
      ['abcabcabcabc', 'zh', /重复的字符/],
      ['Walter-Mitty-1987', 'en', /built on your name/],
      ['walter mitty 2024', 'zh', /包含您的姓名/],
    ]
    for (const [weak, lang, reason] of reasons) {
      const res = await change(weak, lang)
      expectFailure(res, 400, 'badRequest', lang, 'password')
      expect(res.json.msg, weak).toMatch(reason)
    }
    // Five refusals: the next attempt waits, as after five wrong current passwords.
    expectFailure(await change('password1234', 'zh'), 400, 'badRequest', 'zh', 'password')
    expectFailure(await change('Lantern-orbit-cactus-42'), 429, 'rateLimited', 'en')
    const other = await staffSession(t)
    expect((await other.post(STAFF_API.password, { current: other.account.password, password: 'Lantern-orbit-cactus-42' })).status).toBe(
      200,
    )
  })

  it('counts refused new passwords toward the limit and audits each, sent together too', async () => {
    const client = await staffSession(t)
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => client.post(STAFF_API.password, { current: client.account.password, password: 'aaaaaaaaaa' })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(5).fill(400), ...Array(7).fill(429)])
    const lines = await t.deps.db
      .selectFrom('audit_log')
      .select('summary')
      .where('username', '=', client.account.username)
      .where('action', '=', 'passwordChangeFailed')
      .execute()
    expect(lines.map((l) => l.summary)).toEqual(Array(5).fill('password change: new password refused'))
  })

  it('after an administrator’s reset must be changed before anything else', async () => {
    const admin = await staffSession(t, { roles: [ROLE.admin] })
    const account = await addStaff(t, { roles: [ROLE.editor] })
    const reset = await admin.post(STAFF_API.userResetPassword, { id: account.id })
    const temporary = reset.json.retMap.temporaryPassword as string
    expect(temporary).toMatch(/^[A-Za-z0-9]{16}$/)
    const person = await signIn(t, { username: account.username, password: temporary })
    expect(person.user.mustChangePassword).toBe(true)
    expectFailure(await person.post(STAFF_API.dashboard, { lang: 'en' }), 403, 'passwordChangeRequired', 'en')
    expect((await person.post(STAFF_API.password, { current: temporary, password: 'My-own-phrase-2026' })).status).toBe(200)
    expect((await person.post(STAFF_API.dashboard)).status).toBe(200)
    expect((await person.post(STAFF_API.me)).json.retMap.user.mustChangePassword).toBe(false)
  })

  it('limits and audits guesses of the current password, as it limits signing in', async () => {
    const client = await staffSession(t)
    for (let i = 0; i < 5; i++) {
      expectFailure(
        await client.post(STAFF_API.password, { current: `guess ${i}`, password: 'Brand-new-phrase-88', lang: 'en' }),
        400,
        'currentPasswordWrong',
        'en',
        'current',
      )
    }
    const limited = await client.post(STAFF_API.password, { current: client.account.password, password: 'Brand-new-phrase-88', lang: 'en' })
    expectFailure(limited, 429, 'rateLimited', 'en')
    const lines = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('username', '=', client.account.username)
      .execute()
    expect(lines.filter((l) => l.action === 'passwordChangeFailed')).toHaveLength(5)
    expect(lines.filter((l) => l.action === 'signInFailed')).toHaveLength(0)
  })

  it('names the current password in both languages, and its wrong guesses do not stop the person signing in', async () => {
    const client = await staffSession(t)
    const body = { current: 'a wrong guess', password: 'Brand-new-phrase-99' }
    const zh = await client.post(STAFF_API.password, { ...body, lang: 'zh' })
    expectFailure(zh, 400, 'currentPasswordWrong', 'zh', 'current')
    expect(zh.json.msg).toBe('当前密码不正确')
    // Five wrong answers in all: as many as would have stopped a sign-in when they counted as sign-ins.
    for (let i = 0; i < 4; i++) {
      const en = await client.post(STAFF_API.password, { ...body, lang: 'en' })
      expectFailure(en, 400, 'currentPasswordWrong', 'en', 'current')
      expect(en.json.msg).toBe('The current password is not correct')
    }
    expect((await login(client.account.username, client.account.password)).status).toBe(200)
  })
})
