import type { XMLParser } from 'fast-xml-parser'
import { onFirstUse } from '../lib/load-on-first-use.js'

export type CasValidation =
  | { ok: true; user: string; attributes: Record<string, string[]> }
  /** CAS refused the ticket (replayed, expired, for another service...): its code, e.g. INVALID_TICKET. */
  | { ok: false; reason: 'refused'; code: string }
  | { ok: false; reason: 'unreadable' }
  | { ok: false; reason: 'unreachable' }

const xmlParser = onFirstUse<{ XMLParser: typeof XMLParser }>('fast-xml-parser')
let made: XMLParser | undefined
// Namespaces are dropped (cas:user → user): CAS servers differ in the prefix they bind. Made at the
// first sign-in through CAS, as most instances never see one.
const parser = () =>
  (made ??= new (xmlParser().XMLParser)({
    removeNSPrefix: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    trimValues: true,
    processEntities: true,
    // Numeric character references (&#39;, &#24352;: what JSP-era CAS servers write) are decoded only
    // with this; the HTML entity names it also knows cannot occur in a well-formed answer.
    htmlEntities: true,
  }))

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null && '#text' in value ? String(value['#text']) : ''

/** Reads a CAS 3.0 `serviceValidate` answer. */
export function parseValidation(xml: string): CasValidation {
  // CAS never sends a document type; one here could only be an entity-expansion attack.
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) return { ok: false, reason: 'unreadable' }
  let doc: Record<string, unknown>
  try {
    doc = parser().parse(xml, true) as Record<string, unknown>
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  const response = doc.serviceResponse as Record<string, unknown> | undefined
  if (!response || typeof response !== 'object') return { ok: false, reason: 'unreadable' }
  const failure = response.authenticationFailure
  if (failure !== undefined) {
    const code = typeof failure === 'object' && failure !== null ? String((failure as Record<string, unknown>)['@code'] ?? '') : ''
    return { ok: false, reason: 'refused', code: code || 'UNKNOWN' }
  }
  const success = response.authenticationSuccess as Record<string, unknown> | undefined
  const user = success ? text(success.user).trim() : ''
  if (!user) return { ok: false, reason: 'unreadable' }
  const attributes: Record<string, string[]> = {}
  const raw = success!.attributes
  if (raw && typeof raw === 'object') {
    // An attribute CAS sends once reads as a value, one sent several times as a list.
    for (const [name, values] of Object.entries(raw as Record<string, unknown>)) {
      // XML attributes of cas:attributes (@name) and text beside its elements (#text) are no CAS attributes.
      if (name.startsWith('@') || name === '#text') continue
      attributes[name] = (Array.isArray(values) ? values : [values]).map(text).filter((v) => v !== '')
    }
  }
  return { ok: true, user, attributes }
}

/** The service ticket a CAS single-logout request names (its SessionIndex), or undefined. */
export function logoutTicket(logoutRequest: string): string | undefined {
  if (/<!(DOCTYPE|ENTITY)/i.test(logoutRequest)) return undefined
  try {
    const doc = parser().parse(logoutRequest, true) as { LogoutRequest?: { SessionIndex?: unknown } }
    const ticket = text(doc.LogoutRequest?.SessionIndex).trim()
    return ticket || undefined
  } catch {
    return undefined
  }
}

/**
 * Validates a service ticket once with `${casUrl}/p3/serviceValidate` (CAS 3.0). A server that does
 * not answer within the timeout, or answers with an HTTP error, is unreachable.
 */
export async function validateTicket(casUrl: string, service: string, ticket: string, timeoutMs: number): Promise<CasValidation> {
  const url = `${casUrl}/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`
  let body: string
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' })
    if (!response.ok) return { ok: false, reason: 'unreachable' }
    body = await response.text()
  } catch {
    return { ok: false, reason: 'unreachable' }
  }
  return parseValidation(body)
}
