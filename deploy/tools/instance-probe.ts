/**
 * What `npm run deploy:upgrade` asks of an instance at its own address, and of nginx: readiness, the
 * requests it has in flight and has answered (its /metrics, which answers this machine without a
 * token), its build and database level (`POST /test`), and a cheap read sent through nginx.
 */
import { request as httpRequest } from 'node:http'
import { request } from 'node:https'

/** A request to the instance that fails or does not answer in time counts as no answer. */
const TIMEOUT_MS = 3000

async function get(url: string, init?: RequestInit): Promise<Response | undefined> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch {
    return undefined
  }
}

/** `/readyz`: 200 and its body, or the status (0: no answer) and what it said. */
export async function readiness(base: string): Promise<{ ready: boolean; said: string }> {
  const res = await get(`${base}/readyz`)
  if (!res) return { ready: false, said: 'no answer' }
  const text = await res.text()
  return { ready: res.status === 200, said: `${res.status} ${text}` }
}

/**
 * Asks `/readyz` every 200 ms until it answers 200, `gone` says why it never will (the process
 * exited), or `timeoutMs` have passed: its last answer, and what `gone` said if anything.
 */
export async function untilReady(
  base: string,
  timeoutMs: number,
  gone: () => string | undefined = () => undefined,
): Promise<{ ready: boolean; said: string; gone?: string }> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const state = await readiness(base)
    const why = gone()
    if (why !== undefined) return { ...state, ready: false, gone: why }
    if (state.ready || Date.now() > deadline) return state
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * From /metrics: the requests in flight now and the answers sent so far (every route and status). An
 * instance answers its metrics to this machine; one on another machine needs METRICS_TOKEN.
 */
export async function requestCounts(base: string, token?: string): Promise<{ inFlight: number; answered: number } | undefined> {
  const res = await get(`${base}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : undefined)
  if (!res?.ok) return undefined
  const text = await res.text()
  const inFlight = /^ibr_http_requests_in_flight (\d+)$/m.exec(text)
  let answered = 0
  for (const [, value] of text.matchAll(/^ibr_http_requests_total\{[^}]*\} (\d+(?:\.\d+)?(?:e\+\d+)?)$/gm)) answered += Number(value)
  return { inFlight: inFlight ? Number(inFlight[1]) : 0, answered }
}

/** `POST /test`: the build's version and the database's migration level, as the instance reads them. */
export async function buildAndLevel(base: string): Promise<{ version: string; migration: string; migrationCount: number } | undefined> {
  const res = await get(`${base}/test`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  if (!res?.ok) return undefined
  const { retMap } = (await res.json()) as { retMap: { version: string; migration: string; migrationCount: number } }
  return retMap
}

/**
 * One cheap read (`POST /test`) through nginx. The certificate is not checked: the read goes to the
 * nginx of this machine to see which instance it reaches, not to trust what answers.
 */
export function readThroughNginx(nginxUrl: string, serverName: string | undefined): Promise<number> {
  const url = new URL('/test', nginxUrl)
  const send = url.protocol === 'http:' ? httpRequest : request
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        rejectUnauthorized: false,
        ...(serverName && { servername: serverName }),
        headers: { 'content-type': 'application/json', ...(serverName && { host: serverName }) },
        agent: false,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(0))
    req.end('{}')
  })
}
