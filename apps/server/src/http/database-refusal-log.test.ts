import { describe, expect, it } from 'vitest'
import { useLoggedApps } from '../test/logged-app.js'

/*
 * What the log says of requests refused because of the database, on routes that fail as the pg
 * pool does: an unreachable database is the outage's line (and, with LOG_REQUESTS=all, each
 * request's own); a busy pool is load, one line per refused request, no outage and no stack.
 */

const { readyLogged } = useLoggedApps()

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

async function logged(env: Record<string, string> = {}) {
  const { app, lines } = await readyLogged({ OVERLOAD_SAMPLE_MS: '0', ...env }, (server) => {
    server.post('/refusal-test/down', async () => {
      throw refused()
    })
    server.post('/refusal-test/busy', async () => {
      throw new Error('timeout exceeded when trying to connect')
    })
  })
  const call = async (path: string) => {
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: '{}' })
    return { status: res.statusCode, retryAfter: res.headers['retry-after'] }
  }
  const taken = () => lines.splice(0).map((line) => JSON.parse(line) as Record<string, unknown>)
  return { app, call, taken }
}

describe('requests refused because of the database', () => {
  it('counts an unreachable database in the outage, with no line per request at the default setting', async () => {
    const { app, call, taken } = await logged()
    expect(await call('/refusal-test/down')).toEqual({ status: 503, retryAfter: '1' })
    expect(await call('/refusal-test/down')).toEqual({ status: 503, retryAfter: '1' })
    expect(taken().map((line) => line.database)).toEqual(['unreachable'])
    expect(app.databaseOutage.up()).toBe(false)
  })

  it('writes each refused request its line with LOG_REQUESTS=all, beside the outage, without a stack', async () => {
    const { call, taken } = await logged({ LOG_REQUESTS: 'all' })
    await call('/refusal-test/down')
    await call('/refusal-test/down')
    const lines = taken()
    expect(lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^the database cannot be reached/),
      'request refused',
      'request refused',
    ])
    expect(lines[1]).toMatchObject({
      level: 40,
      res: { statusCode: 503 },
      route: '/refusal-test/down',
      reason: 'the database cannot be reached',
    })
    expect(JSON.stringify(lines)).not.toMatch(/stack| {4}at /)
  })

  it('answers a busy pool 503 with a line per request, and starts no outage', async () => {
    const { app, call, taken } = await logged()
    expect(await call('/refusal-test/busy')).toEqual({ status: 503, retryAfter: '1' })
    const lines = taken()
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'request refused',
        res: { statusCode: 503 },
        reason: 'every database connection stayed in use for the whole wait',
      }),
    ])
    expect(JSON.stringify(lines)).not.toMatch(/stack| {4}at /)
    expect(app.databaseOutage.up()).toBe(true)
  })
})
