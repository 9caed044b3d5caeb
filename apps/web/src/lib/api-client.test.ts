import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, createApiClient, loginRedirect, loginUrl, type ApiClientOptions } from './api-client'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function setup(fetchImpl: ApiClientOptions['fetch'], lang: 'zh' | 'en' = 'en') {
  const errors: string[] = []
  const pendingLog: number[] = []
  const logins: number[] = []
  const client = createApiClient({
    lang: () => lang,
    fetch: fetchImpl,
    timeoutMs: 60_000,
    notifyError: (m) => errors.push(m),
    onPending: (n) => pendingLog.push(n),
    onLoginRequired: () => logins.push(1),
    messages: { network: 'error !', noPermission: 'no permission here' },
  })
  return { client, errors, pendingLog, logins }
}

afterEach(() => vi.useRealTimers())

describe('api client', () => {
  it('posts JSON with lang added and resolves to retMap', async () => {
    const calls: [string, RequestInit][] = []
    const { client, errors } = setup(async (url, init) => {
      calls.push([String(url), init!])
      return json(200, { code: 'success', retMap: { menuList: [] } })
    })
    await expect(client.call('/api/menu/list', { type: 'top' })).resolves.toEqual({ menuList: [] })
    expect(calls).toHaveLength(1)
    const [url, init] = calls[0]!
    expect(url).toBe('/api/menu/list')
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(String(init.body))).toEqual({ type: 'top', lang: 'en' })
    expect(errors).toEqual([])
  })

  it('counts pending calls up and down, also when calls fail', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const { client, pendingLog } = setup(async (url) => {
      await gate
      return String(url) === '/api/menu' ? json(404, { code: 'notFound', msg: 'gone' }) : json(200, { code: 'success', retMap: {} })
    })
    const a = client.call('/api/menu/list', {})
    const b = client.call('/api/menu', { id: 1 }).catch((e: unknown) => e)
    expect(client.pending()).toBe(2)
    release()
    await a
    expect(await b).toBeInstanceOf(ApiError)
    expect(pendingLog).toEqual([1, 2, 1, 0])
    expect(client.pending()).toBe(0)
  })

  it('shows the message of a non-success answer and rejects with its code', async () => {
    const { client, errors } = setup(async () => json(404, { code: 'notFound', msg: 'The requested item does not exist' }))
    const error = await client.call('/api/article/detail', { id: 9 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'notFound', status: 404, message: 'The requested item does not exist' })
    expect(errors).toEqual(['The requested item does not exist'])
  })

  it('treats a 200 answer whose code is not success as a failure', async () => {
    const { client, errors } = setup(async () => json(200, { code: 'systemErr', msg: 'System error' }))
    await expect(client.call('/test', {})).rejects.toMatchObject({ code: 'systemErr' })
    expect(errors).toEqual(['System error'])
  })

  it('gives noPermission a clear message of its own', async () => {
    const { client, errors } = setup(async () => json(403, { code: 'noPermission', msg: 'forbidden' }))
    await expect(client.call('/test', {})).rejects.toMatchObject({ code: 'noPermission', message: 'no permission here' })
    expect(errors).toEqual(['no permission here'])
  })

  it('shows "error !" when the network fails or the answer is not JSON', async () => {
    const down = setup(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(down.client.call('/test', {})).rejects.toMatchObject({ code: 'network', status: 0 })
    expect(down.errors).toEqual(['error !'])

    const proxy = setup(async () => new Response('<html>Bad gateway</html>', { status: 502 }))
    await expect(proxy.client.call('/test', {})).rejects.toMatchObject({ code: 'network', status: 502 })
    expect(proxy.errors).toEqual(['error !'])
  })

  it('sends HTTP 401 to the single-sign-on login without a toast', async () => {
    const { client, errors, logins } = setup(async () => json(401, { code: 'loginExpired', msg: 'expired' }))
    await expect(client.call('/test', {})).rejects.toMatchObject({ code: 'loginExpired', status: 401 })
    expect(logins).toEqual([1])
    expect(errors).toEqual([])
  })

  it('aborts after the timeout and shows "error !"', async () => {
    vi.useFakeTimers()
    let signal: AbortSignal | undefined
    const { client, errors, pendingLog } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const result = client.call('/test', {}).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toMatchObject({ code: 'network' })
    expect(errors).toEqual(['error !'])
    expect(pendingLog.at(-1)).toBe(0)
  })

  it('keeps the fields a failure names, and leaves out malformed ones', async () => {
    const failure = {
      code: 'badRequest',
      msg: 'two fields',
      field: 'email',
      fields: [
        { field: 'email', msg: 'taken' },
        { field: 3, msg: 'x' },
        { field: 'name', msg: 'too long' },
      ],
    }
    const { client } = setup(async () => json(400, failure))
    const error = (await client.call('/test', {}, { quiet: true }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.field).toBe('email')
    expect(error.fields).toEqual([
      { field: 'email', msg: 'taken' },
      { field: 'name', msg: 'too long' },
    ])
    const plain = setup(async () => json(409, { code: 'conflict', msg: 'again', field: 7 }))
    const bare = (await plain.client.call('/test', {}, { quiet: true }).catch((e: unknown) => e)) as ApiError
    expect(bare).toMatchObject({ code: 'conflict', message: 'again', field: undefined, fields: [] })
  })

  it('stays quiet when asked, and still rejects', async () => {
    const { client, errors } = setup(async () => json(400, { code: 'badRequest', msg: 'bad' }))
    await expect(client.call('/test', {}, { quiet: true })).rejects.toMatchObject({ code: 'badRequest' })
    expect(errors).toEqual([])
  })
})

describe('loginRedirect', () => {
  it('sends the calls that answer 401 to the single-sign-on page once, coming back to where the visitor was', async () => {
    const visited: string[] = []
    const client = createApiClient({
      lang: () => 'zh',
      fetch: async () => json(401, { code: 'loginExpired', msg: '' }),
      timeoutMs: 60_000,
      notifyError: () => {},
      onPending: () => {},
      onLoginRequired: loginRedirect(
        (url) => visited.push(url),
        'https://sso.test/login',
        () => 'https://site.test/#/ibrNews/news',
      ),
      messages: { network: 'error !', noPermission: 'no' },
    })
    const results = await Promise.allSettled([client.call('/test', {}), client.call('/test', {}), client.call('/test', {})])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(visited).toEqual(['https://sso.test/login?service=https%3A%2F%2Fsite.test%2F%23%2FibrNews%2Fnews'])
  })
})

describe('loginUrl', () => {
  it('adds the site address as service, encoded', () => {
    expect(loginUrl('https://sso.test/login', 'https://site.test/#/ibrNews/news')).toBe(
      'https://sso.test/login?service=https%3A%2F%2Fsite.test%2F%23%2FibrNews%2Fnews',
    )
    expect(loginUrl('https://sso.test/cas/login?x=1', 'https://site.test/')).toBe(
      'https://sso.test/cas/login?x=1&service=https%3A%2F%2Fsite.test%2F',
    )
  })
})
