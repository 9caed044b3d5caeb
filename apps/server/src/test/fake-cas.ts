import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { escapeXml, failureXml, logoutRequestXml, successXml, type FakeCasUser } from './fake-cas-xml.js'

/*
 * A CAS 3.0 server for tests, over node:http on 127.0.0.1 (no npm package does this). It imports
 * nothing of the server: the browser tests in e2e/ use it too, by relative path. The XML it speaks is
 * written by fake-cas-xml.ts.
 *
 * What it does, after the CAS protocol 3.0 specification:
 * - GET  {prefix}/login?service=…            the user chosen by `?user=` (or the `fakecas_user` cookie,
 *                                             which `?user=` sets, like CAS's own single sign-on cookie) is
 *                                             sent back to `service` with `ticket=ST-…`; with no user, a
 *                                             small form to choose one;
 * - GET  {prefix}/p3/serviceValidate         the XML answer: cas:authenticationSuccess with cas:user and
 *                                             cas:attributes, or cas:authenticationFailure with its code;
 * - GET  {prefix}/logout?service=…           forgets the cookie and sends the browser to `service`;
 * - `logout(ticket)`                          POSTs the SAML LogoutRequest to the service (back channel).
 * Tickets are single-use (a validation attempt spends one, whether it succeeds or not), bound to the
 * service they were issued for, and expire.
 */

export type { FakeCasUser } from './fake-cas-xml.js'

/**
 * How the validation address behaves: `normal` answers by the protocol, `malformed` with XML that does
 * not parse, `silent` accepts the connection and never answers, `httpError` answers 500.
 */
export type FakeCasMode = 'normal' | 'malformed' | 'silent' | 'httpError'

/** One request to /p3/serviceValidate as the fake saw it, and what it answered. */
export interface FakeCasValidation {
  service: string
  ticket: string
  /** The user on success, else the failure code; `mode` when a mode other than normal answered. */
  outcome: { user: string } | { code: string } | { mode: Exclude<FakeCasMode, 'normal'> }
}

export interface FakeCas {
  /** The CAS prefix, e.g. http://127.0.0.1:PORT/cas (CAS_URL). */
  url: string
  /** Changed at any time; read by each validation. */
  mode: FakeCasMode
  /** The people CAS knows; add or change them at any time. An unknown user gets no attributes. */
  users: Record<string, FakeCasUser>
  /** Every validation request, in order. */
  validations: FakeCasValidation[]
  /** A new service ticket for `user`, valid once for exactly this service address. */
  issueTicket(user: string, service: string): string
  /** Makes a ticket expired, as if its lifetime had passed. */
  expireTicket(ticket: string): void
  /**
   * CAS's single logout: POSTs `logoutRequest` (SAML) naming the ticket to `to`, by default the service
   * the ticket was issued for. Answers the HTTP status the service gave.
   */
  logout(ticket: string, to?: string): Promise<number>
  /** Resolves once `count` validation requests have arrived (a silent CAS's caller is waiting on it). */
  waitForValidations(count: number): Promise<void>
  close(): Promise<void>
}

export interface FakeCasOptions {
  users?: Record<string, FakeCasUser>
  /** Milliseconds a ticket stays valid; 10 s by default (CAS's own default). */
  ticketTtlMs?: number
  /** The path prefix of every address; `/cas` by default. */
  prefix?: string
}

interface Ticket {
  user: string
  service: string
  expiresAt: number
  used: boolean
}

const USER_COOKIE = 'fakecas_user'

const withTicket = (service: string, ticket: string) => `${service}${service.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`

function cookieUser(request: IncomingMessage): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === USER_COOKIE) return decodeURIComponent(value.join('='))
  }
  return undefined
}

function loginForm(prefix: string, service: string, users: string[]): string {
  const choices = users.map((u) => `<button name="user" value="${escapeXml(u)}">${escapeXml(u)}</button>`).join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Fake CAS</title></head>
<body><h1>Fake CAS</h1>
<form method="get" action="${escapeXml(prefix)}/login">
<input type="hidden" name="service" value="${escapeXml(service)}">
<label>User <input name="user" autocomplete="off"></label>
${choices}
</form></body></html>`
}

/** Starts a fake CAS 3.0 server on a free port of 127.0.0.1. */
export async function startFakeCas(options: FakeCasOptions = {}): Promise<FakeCas> {
  const prefix = options.prefix ?? '/cas'
  const ttl = options.ticketTtlMs ?? 10_000
  const tickets = new Map<string, Ticket>()
  const waiters: { count: number; resolve: () => void }[] = []
  let serial = 0

  const send = (res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body)
  }
  const redirect = (res: ServerResponse, location: string, headers: Record<string, string> = {}) => {
    res.writeHead(302, { location, 'cache-control': 'no-store', ...headers }).end()
  }

  const fake: FakeCas = {
    url: '',
    mode: 'normal',
    users: { ...options.users },
    validations: [],
    issueTicket(user, service) {
      serial += 1
      const ticket = `ST-${serial}-${randomBytes(15).toString('base64url')}-fakecas`
      tickets.set(ticket, { user, service, expiresAt: Date.now() + ttl, used: false })
      return ticket
    },
    expireTicket(ticket) {
      const found = tickets.get(ticket)
      if (!found) throw new Error(`fake CAS: no ticket ${ticket}`)
      found.expiresAt = 0
    },
    async logout(ticket, to) {
      const target = to ?? tickets.get(ticket)?.service
      if (!target) throw new Error(`fake CAS: no service to send the logout of ${ticket} to`)
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ logoutRequest: logoutRequestXml(ticket) }).toString(),
        redirect: 'manual',
      })
      await response.arrayBuffer()
      return response.status
    },
    waitForValidations(count) {
      if (fake.validations.length >= count) return Promise.resolve()
      return new Promise((resolve) => waiters.push({ count, resolve }))
    },
    close: async () => undefined,
  }

  const recordValidation = (entry: FakeCasValidation) => {
    fake.validations.push(entry)
    for (const w of waiters.filter((w) => fake.validations.length >= w.count)) {
      waiters.splice(waiters.indexOf(w), 1)
      w.resolve()
    }
  }

  function validate(url: URL, res: ServerResponse) {
    const service = url.searchParams.get('service') ?? ''
    const ticket = url.searchParams.get('ticket') ?? ''
    const xml = (body: string) => send(res, 200, 'application/xml; charset=utf-8', body)
    const mode = fake.mode
    if (mode !== 'normal') {
      recordValidation({ service, ticket, outcome: { mode } })
      if (mode === 'silent') return // the connection stays open until the caller gives up or close()
      if (mode === 'httpError') return send(res, 500, 'text/plain', 'internal error')
      return xml('<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>')
    }
    const fail = (code: string, detail: string) => {
      recordValidation({ service, ticket, outcome: { code } })
      xml(failureXml(code, detail))
    }
    if (!service || !ticket) return fail('INVALID_REQUEST', 'service and ticket are both required')
    const found = tickets.get(ticket)
    if (!found || !ticket.startsWith('ST-')) return fail('INVALID_TICKET', `Ticket ${ticket} not recognized`)
    // A validation attempt spends the ticket, whatever its outcome (protocol 3.0, section 3.1.1).
    const { used } = found
    found.used = true
    if (used || found.expiresAt <= Date.now()) return fail('INVALID_TICKET', `Ticket ${ticket} not recognized`)
    if (found.service !== service) return fail('INVALID_SERVICE', `Ticket ${ticket} does not match supplied service`)
    recordValidation({ service, ticket, outcome: { user: found.user } })
    xml(successXml(found.user, fake.users[found.user]))
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-cas')
    if (req.method !== 'GET') return send(res, 405, 'text/plain', 'method not allowed')
    switch (url.pathname) {
      case `${prefix}/login`: {
        const service = url.searchParams.get('service') ?? ''
        if (!service) return send(res, 400, 'text/plain', 'service is required')
        // The form sends its text field and the button pressed under the same name: the first value given wins.
        const chosen = url.searchParams.getAll('user').find(Boolean) || cookieUser(req)
        if (!chosen) return send(res, 200, 'text/html; charset=utf-8', loginForm(prefix, service, Object.keys(fake.users)))
        return redirect(res, withTicket(service, fake.issueTicket(chosen, service)), {
          'set-cookie': `${USER_COOKIE}=${encodeURIComponent(chosen)}; Path=${prefix}; HttpOnly; SameSite=Lax`,
        })
      }
      case `${prefix}/p3/serviceValidate`:
        return validate(url, res)
      case `${prefix}/logout`: {
        const forget = { 'set-cookie': `${USER_COOKIE}=; Path=${prefix}; Max-Age=0` }
        const service = url.searchParams.get('service')
        if (service) return redirect(res, service, forget)
        return send(res, 200, 'text/html; charset=utf-8', '<!doctype html><title>Fake CAS</title><p>Signed out.</p>', forget)
      }
      default:
        return send(res, 404, 'text/plain', 'not found')
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  fake.url = `http://127.0.0.1:${port}${prefix}`
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      // A silent CAS holds its connections open; they end here.
      server.closeAllConnections()
    })
  return fake
}
