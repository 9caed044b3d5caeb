import { CSRF_HEADER, STAFF_API } from '@ibr/contract/staff-client'
import { describe, expect, it, vi } from 'vitest'
import { failure, fakeFetch, json, success } from '../test/fake-fetch'
import { fakeXhrs } from '../test/fake-xhr'
import { staffUser } from '../test/staff-user'
import { createStaffClient } from './api-client'
import { ApiError } from './api-error'

function client(answers: Parameters<typeof fakeFetch>[0], lang: 'zh' | 'en' = 'en') {
  const server = fakeFetch(answers)
  const events: string[] = []
  const xhrs = fakeXhrs()
  const api = createStaffClient({
    createXhr: xhrs.create,
    fetch: server.fetch,
    lang: () => lang,
    timeoutMs: 60_000,
    networkMessage: () => 'no connection',
    onSession: ({ user }) => events.push(`session ${user.username}`),
    onLoginExpired: () => events.push('login expired'),
    onPasswordChangeRequired: () => events.push('password change required'),
  })
  return { api, server, events, xhrs }
}

const session = (token: string) => success({ user: staffUser(), csrfToken: token })

describe('the staff API client', () => {
  it('posts JSON with the language and the session cookie, and answers retMap', async () => {
    const { api, server } = client({ [STAFF_API.userList]: success({ total: 0, list: [] }) }, 'zh')
    await expect(api.call(STAFF_API.userList, { page: 2 })).resolves.toEqual({ total: 0, list: [] })
    const [request] = server.sent
    expect(request?.body).toEqual({ page: 2, lang: 'zh' })
    expect(request?.credentials).toBe('same-origin')
    expect(request?.headers.get('content-type')).toBe('application/json')
  })

  it('keeps the token from sign-in and sends it on every call but sign-in and me', async () => {
    const { api, server, events } = client({
      [STAFF_API.authMethods]: success({ localLogin: true, sso: false }),
      [STAFF_API.login]: session('token-1'),
      [STAFF_API.me]: session('token-1'),
      [STAFF_API.dashboard]: success({ drafts: [], review: [], scheduled: [], published: [], outdated: [] }),
    })
    await api.call(STAFF_API.authMethods, {})
    await api.call(STAFF_API.login, { username: 'admin', password: 'secret' })
    await api.call(STAFF_API.dashboard, {})
    await api.call(STAFF_API.me, {})
    expect(server.sent.map((r) => [r.path, r.headers.get(CSRF_HEADER)])).toEqual([
      [STAFF_API.authMethods, null],
      [STAFF_API.login, null],
      [STAFF_API.dashboard, 'token-1'],
      [STAFF_API.me, null],
    ])
    expect(events).toEqual(['session admin', 'session admin'])
  })

  it('on 401 loginExpired turns to sign-in, forgets the token and rejects', async () => {
    const { api, server, events } = client({
      [STAFF_API.me]: session('token-1'),
      [STAFF_API.dashboard]: [
        failure(401, 'loginExpired', 'Please sign in again'),
        success({ drafts: [], review: [], scheduled: [], published: [], outdated: [] }),
      ],
    })
    await api.call(STAFF_API.me, {})
    await expect(api.call(STAFF_API.dashboard, {})).rejects.toMatchObject({ code: 'loginExpired', status: 401 })
    expect(events).toEqual(['session admin', 'login expired'])
    await api.call(STAFF_API.dashboard, {})
    expect(server.to(STAFF_API.dashboard).map((r) => r.headers.get(CSRF_HEADER))).toEqual(['token-1', null])
  })

  it('a wrong password (401 loginFailed) is the form’s business, not a lapsed session', async () => {
    const { api, events } = client({ [STAFF_API.login]: failure(401, 'loginFailed', 'Wrong user name or password') })
    await expect(api.call(STAFF_API.login, { username: 'a', password: 'b' })).rejects.toMatchObject({
      code: 'loginFailed',
      message: 'Wrong user name or password',
    })
    expect(events).toEqual([])
  })

  it('on 403 csrfInvalid asks me for a fresh token and sends the call once more with it', async () => {
    const { api, server } = client({
      [STAFF_API.me]: [session('stale'), session('fresh')],
      [STAFF_API.userDetail]: [failure(403, 'csrfInvalid', 'Reload the page'), success({ user: { id: 3 } })],
    })
    await api.call(STAFF_API.me, {})
    await expect(api.call(STAFF_API.userDetail, { id: 3 })).resolves.toEqual({ user: { id: 3 } })
    expect(server.sent.map((r) => [r.path, r.headers.get(CSRF_HEADER)])).toEqual([
      [STAFF_API.me, null],
      [STAFF_API.userDetail, 'stale'],
      [STAFF_API.me, null],
      [STAFF_API.userDetail, 'fresh'],
    ])
  })

  it('retries a csrfInvalid call only once', async () => {
    const { api, server } = client({
      [STAFF_API.me]: session('t'),
      [STAFF_API.dashboard]: failure(403, 'csrfInvalid', 'Reload the page'),
    })
    await expect(api.call(STAFF_API.dashboard, {})).rejects.toMatchObject({ code: 'csrfInvalid', message: 'Reload the page' })
    expect(server.to(STAFF_API.dashboard)).toHaveLength(2)
    expect(server.to(STAFF_API.me)).toHaveLength(1)
  })

  it('does not ask me again when me itself is refused as csrfInvalid', async () => {
    const { api, server } = client({ [STAFF_API.me]: failure(403, 'csrfInvalid', 'Reload the page') })
    await expect(api.call(STAFF_API.me, {})).rejects.toMatchObject({ code: 'csrfInvalid' })
    expect(server.to(STAFF_API.me)).toHaveLength(1)
  })

  it('on 403 passwordChangeRequired turns to the password form', async () => {
    const { api, events } = client({ [STAFF_API.dashboard]: failure(403, 'passwordChangeRequired', 'Set a new password first') })
    await expect(api.call(STAFF_API.dashboard, {})).rejects.toMatchObject({ code: 'passwordChangeRequired' })
    expect(events).toEqual(['password change required'])
  })

  it('keeps the fields a refusal names, and the message in the request’s language', async () => {
    const { api } = client({
      [STAFF_API.password]: failure(400, 'badRequest', '密码太常见', {
        field: 'password',
        fields: [{ field: 'password', msg: '密码太常见' }],
      }),
    })
    const error = (await api.call(STAFF_API.password, { current: 'a', password: 'password12' }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.forField('password')).toBe('密码太常见')
    expect(error.forField('current')).toBeUndefined()
  })

  it('keeps what a stale change is told of the change saved since, and nothing unreadable', async () => {
    const conflict = { version: 7, savedBy: 'li', savedAt: '2026-11-20T02:00:00.000Z', fields: ['zh.title', 'pictureId'] }
    const { api } = client({
      [STAFF_API.articleSave]: [
        failure(409, 'conflict', 'li saved it', { conflict }),
        failure(409, 'conflict', 'someone saved it', { conflict: { version: '7' } }),
      ],
    })
    const first = (await api.call(STAFF_API.articleSave, { id: 3, version: 6 }).catch((e: unknown) => e)) as ApiError
    expect(first.conflict).toEqual(conflict)
    const second = (await api.call(STAFF_API.articleSave, { id: 3, version: 6 }).catch((e: unknown) => e)) as ApiError
    expect(second.code).toBe('conflict')
    expect(second.conflict).toBeUndefined()
  })

  it('rejects with the network message when no answer comes or it is not the API’s', async () => {
    const { api } = client({
      [STAFF_API.dashboard]: () => {
        throw new TypeError('Failed to fetch')
      },
      [STAFF_API.userList]: new Response('<html>Bad gateway</html>', { status: 502 }),
    })
    await expect(api.call(STAFF_API.dashboard, {})).rejects.toMatchObject({ code: 'network', message: 'no connection' })
    await expect(api.call(STAFF_API.userList, {})).rejects.toMatchObject({ code: 'network', status: 502 })
  })

  it('downloads a file with the same headers, and reads a refusal of it like any other', async () => {
    const csv = new Response('\uFEFFtime,user\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } })
    const { api, server } = client({
      [STAFF_API.me]: session('token-9'),
      [STAFF_API.auditExport]: [csv, json(403, { code: 'noPermission', msg: 'Not allowed' })],
    })
    await api.call(STAFF_API.me, {})
    const blob = await api.download(STAFF_API.auditExport, { from: '2026-01-01' })
    // Saved as it came, byte-order mark included (spreadsheets read the UTF-8 by it).
    expect([...new Uint8Array(await blob.arrayBuffer())].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf])
    expect(await blob.text()).toBe('time,user\n')
    const [request] = server.to(STAFF_API.auditExport)
    expect(request?.headers.get(CSRF_HEADER)).toBe('token-9')
    expect(request?.body).toEqual({ from: '2026-01-01', lang: 'en' })
    await expect(api.download(STAFF_API.auditExport, {})).rejects.toMatchObject({ code: 'noPermission', message: 'Not allowed' })
  })

  it('uploads a file as a form with the token, the language in the address, and its progress', async () => {
    const { api, xhrs } = client({ [STAFF_API.me]: session('token-3') })
    await api.call(STAFF_API.me, {})
    const seen: number[] = []
    const file = new File(['png bytes'], 'slice.png', { type: 'image/png' })
    const uploading = api.upload(STAFF_API.mediaUpload, file, { onProgress: (f) => seen.push(f) })
    const xhr = xhrs.latest()!
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', `${STAFF_API.mediaUpload}?lang=en`, true])
    expect(xhr.headers[CSRF_HEADER]).toBe('token-3')
    expect(xhr.form?.get('lang')).toBe('en')
    expect((xhr.form?.get('file') as File).name).toBe('slice.png')
    xhr.progress(5, 10)
    xhr.progress(10, 10)
    xhr.respond(200, { code: 'success', retMap: { file: { id: 'x' } } })
    await expect(uploading).resolves.toEqual({ file: { id: 'x' } })
    expect(seen).toEqual([0.5, 1])
  })

  it('reads an upload’s refusal like any other call, fetches a stale token again once, and says when it was cancelled', async () => {
    const { api, xhrs, events } = client({ [STAFF_API.me]: [session('old'), session('new')] })
    await api.call(STAFF_API.me, {})
    const file = new File(['x'], 'a.pdf')
    const refused = api.upload(STAFF_API.mediaUpload, file)
    xhrs.latest()!.respond(413, { code: 'tooLarge', msg: 'Too large', field: 'file' })
    await expect(refused).rejects.toMatchObject({ code: 'tooLarge', status: 413, message: 'Too large', field: 'file' })

    const retried = api.upload(STAFF_API.mediaUpload, file)
    xhrs.latest()!.respond(403, { code: 'csrfInvalid', msg: 'Stale' })
    await vi.waitFor(() => expect(xhrs.made).toHaveLength(3))
    expect(xhrs.latest()!.headers[CSRF_HEADER]).toBe('new')
    xhrs.latest()!.respond(200, { code: 'success', retMap: { file: { id: 'y' } } })
    await expect(retried).resolves.toEqual({ file: { id: 'y' } })

    const expired = api.upload(STAFF_API.mediaUpload, file)
    xhrs.latest()!.respond(401, { code: 'loginExpired', msg: 'Sign in' })
    await expect(expired).rejects.toMatchObject({ code: 'loginExpired' })
    expect(events).toContain('login expired')

    const controller = new AbortController()
    const cancelled = api.upload(STAFF_API.mediaUpload, file, { signal: controller.signal })
    controller.abort()
    await expect(cancelled).rejects.toMatchObject({ code: 'aborted' })
    const lost = api.upload(STAFF_API.mediaUpload, file)
    xhrs.latest()!.fail()
    await expect(lost).rejects.toMatchObject({ code: 'network', message: 'no connection' })
  })
})
