import { EMAIL, EMAIL_MAX, hasControlChars } from '@ibr/contract/forms'
import { CONSOLE_BASE, ROLE_CODES, STAFF_API } from '@ibr/contract/staff'
import formbody from '@fastify/formbody'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { logoutTicket, validateTicket } from '../../auth/cas-client.js'
import type { MessageKey } from '../../i18n/messages.js'
import { recordAudit } from '../audit/index.js'
import { casProblemPage } from './cas-pages.js'
import { openSession } from './open-session.js'

/** Where in the console a person goes after signing in: a path under /console/, nothing else. */
export function consoleTarget(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith(CONSOLE_BASE) || next.includes('\\') || hasControlChars(next)) return CONSOLE_BASE
  // "/console/../x" or "/console//evil.example" must not leave the console (an open redirect).
  const url = new URL(next, 'http://x')
  if (url.host !== 'x' || !url.pathname.startsWith(CONSOLE_BASE)) return CONSOLE_BASE
  return url.pathname + url.search + url.hash
}

/**
 * CAS 3.0 single sign-on. GET without a ticket sends the browser to CAS; CAS sends it back
 * to the same address with `ticket`, validated once with /p3/serviceValidate; POST is CAS's
 * back-channel single logout. The service address is built from PUBLIC_URL and the console path only.
 */
export async function casRoutes(app: FastifyInstance) {
  const { db, config } = app.deps
  const { casUrl, publicUrl, casTimeoutMs, casRoleAttribute, casRoleMap } = config.staff
  const { sessions, signInAccounts: accounts } = app.services
  // Only CAS's logout requests come form-encoded; everywhere else bodies stay JSON.
  await app.register(formbody, { bodyLimit: 64 * 1024 })

  const serviceFor = (next: string) => `${publicUrl}${STAFF_API.cas}?next=${encodeURIComponent(next)}`
  const problem = (reply: FastifyReply, status: number, reason: MessageKey, next: string, params: Record<string, string> = {}) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(casProblemPage(reason, `${STAFF_API.cas}?next=${encodeURIComponent(next)}`, params))

  app.get(STAFF_API.cas, async (request, reply) => {
    const query = request.query as Record<string, unknown>
    const next = consoleTarget(query.next)
    if (!casUrl) return problem(reply, 404, 'cas.off', next)
    const service = serviceFor(next)
    const ticket = typeof query.ticket === 'string' ? query.ticket : ''
    if (!ticket) return reply.header('cache-control', 'no-store').redirect(`${casUrl}/login?service=${encodeURIComponent(service)}`, 302)

    const result = await validateTicket(casUrl, service, ticket.slice(0, 512), casTimeoutMs)
    if (!result.ok) {
      const code = result.reason === 'refused' ? result.code : undefined
      request.log.warn({ reason: result.reason, code }, 'CAS sign-in failed')
      // A sign-in failure is audited like any other; nobody is known yet, and the ticket is not kept.
      await recordAudit(db, {
        userId: null,
        username: '',
        action: 'ssoFailed',
        entity: 'session',
        address: request.ip,
        summary: `cas: ${result.reason}${code ? ` (${code})` : ''}`,
      })
      const status = result.reason === 'refused' ? 401 : result.reason === 'unreadable' ? 502 : 504
      return problem(reply, status, `cas.${result.reason}`, next)
    }
    const account = await accounts.byUsername(result.user)
    const displayName = (result.attributes.displayName ?? result.attributes.cn ?? result.attributes.name ?? [])[0] ?? ''
    if (!account || !account.active || account.source !== 'cas') {
      await accounts.noteAccessRequest(result.user, displayName, request.ip)
      await recordAudit(db, {
        userId: account?.id ?? null,
        username: result.user,
        action: 'signInRefused',
        entity: 'session',
        address: request.ip,
        summary: account ? (account.active ? 'cas: the account signs in with a password' : 'cas: account deactivated') : 'cas: no account',
      })
      return problem(reply, 403, 'cas.noAccess', next, { username: result.user })
    }
    if (casRoleAttribute && Object.keys(casRoleMap).length) await applyCasRoles(account.id, result.attributes[casRoleAttribute] ?? [])
    await applyCasMail(account, result.attributes.mail?.[0])
    await openSession(request, reply, account, { source: 'cas', ticket })
    return reply.header('cache-control', 'no-store').redirect(next, 303)
  })

  /** Roles that CAS_ROLE_MAP can give follow the attribute at each sign-in; the others stay as granted. */
  async function applyCasRoles(userId: number, values: string[]) {
    const mappable = new Set(Object.values(casRoleMap))
    const fromCas = new Set(values.map((v) => casRoleMap[v]).filter((c): c is number => c !== undefined))
    const current = await accounts.rolesOf(userId)
    const next = [...current.filter((c) => !mappable.has(c)), ...fromCas]
      .filter((c) => ROLE_CODES.includes(c as never))
      .sort((a, b) => a - b)
    if (next.join() === current.join()) return
    await accounts.setRolesFromCas(
      userId,
      next,
      `roles from CAS attribute ${casRoleAttribute}: ${current.join(',') || '—'} → ${next.join(',') || '—'}`,
    )
  }

  /** The address CAS gives (its `mail` attribute, when present and an address) becomes the account's; CAS knows it best. */
  async function applyCasMail(account: { id: number; email: string | null }, mail: string | undefined) {
    const email = mail?.trim()
    if (!email || email.length > EMAIL_MAX || !EMAIL.test(email) || email === account.email) return
    await accounts.setEmailFromCas(account.id, email, `email from CAS attribute mail: ${account.email ?? '—'} → ${email}`)
  }

  app.post(STAFF_API.cas, async (request, reply) => {
    const body = request.body as Record<string, unknown> | undefined
    const ticket = typeof body?.logoutRequest === 'string' ? logoutTicket(body.logoutRequest) : undefined
    if (casUrl && ticket) {
      const ended = await sessions.endByTicket(ticket)
      if (ended) {
        const account = await accounts.byId(ended.userId)
        await recordAudit(db, {
          userId: ended.userId,
          username: account?.username ?? '',
          action: 'singleLogout',
          entity: 'session',
          address: request.ip,
          summary: 'cas',
        })
      }
    }
    // CAS only needs to know it was heard; whether a session existed is nobody else's business.
    return reply.code(200).type('text/plain').send('ok')
  })
}
