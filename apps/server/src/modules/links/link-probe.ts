import type { LinkProblem } from '@ibr/contract/staff'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { mayConnect, type LinkAllowance } from '../../net/address-guard.js'
import type { HostLimiter } from './host-limiter.js'

/** How the checker fetches an external address (docs/links.md has the reasons for each number). */
export interface ProbeSettings {
  allow: LinkAllowance
  userAgent: string
  /** Milliseconds one request may take, body included (10 s). */
  timeoutMs: number
  /** Bytes of a body read at most before the connection is closed (1 MB). */
  maxBytes: number
  /** Redirects followed; one more is `redirects` (5). */
  maxRedirects: number
  /** Longest Retry-After of a 429 waited for before the one retry; a longer one is recorded as `rateLimited` at once. */
  retryAfterMaxMs: number
  /** Requests to one host at a time, shared by every check of this server. */
  limiter: HostLimiter
  /** How names are resolved (node's dns.lookup; tests give one that reaches no DNS server). */
  resolve?: typeof dnsLookup
}

export interface ProbeResult {
  status: 'ok' | 'broken' | 'not-checked'
  problem: LinkProblem | null
  httpStatus: number | null
  /** Body bytes read over every request of this probe (a test reads it to see the 1 MB limit held). */
  bytesRead: number
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  bytes: number
}

/** A failure that is the checker's own decision, not the network's. */
class ProbeRefusal extends Error {
  constructor(readonly code: 'ELINKPRIVATE' | 'ELINKTIMEOUT') {
    super(code)
  }
}

/**
 * The address resolver every request uses: resolves the name, keeps only addresses the checker may
 * reach, and hands the connection exactly those. The check and the connection use the same answer,
 * so a name that resolves to a public address once and to a private one the next (DNS rebinding)
 * cannot slip through between them.
 */
function guardedLookup(allow: LinkAllowance, host: string, resolve: typeof dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, family: options.family ?? 0, hints: options.hints }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const usable = found.filter((a) => mayConnect(allow, host, a.address))
      if (usable.length === 0) return callback(new ProbeRefusal('ELINKPRIVATE') as NodeJS.ErrnoException, '', 0)
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable)
      callback(null, usable[0]!.address, usable[0]!.family)
    })
  }
}

/** One request: the status and headers, and for a GET up to maxBytes of the body, read and dropped. */
function requestOnce(url: URL, method: 'HEAD' | 'GET', settings: ProbeSettings): Promise<Answer> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return new Promise<Answer>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    let bytes = 0
    const request = client.request(
      {
        method,
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: { 'user-agent': settings.userAgent, accept: '*/*' },
        lookup: guardedLookup(settings.allow, host, settings.resolve ?? dnsLookup),
        agent: false,
        servername: isIP(host) ? undefined : host,
      },
      (response) => {
        const answer = () => ({ status: response.statusCode ?? 0, headers: response.headers, bytes })
        if (method === 'HEAD' || (response.statusCode ?? 0) >= 300) {
          resolve(answer())
          request.destroy()
          return
        }
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length
          if (bytes >= settings.maxBytes) {
            bytes = Math.min(bytes, settings.maxBytes)
            resolve(answer())
            request.destroy()
          }
        })
        response.on('end', () => resolve(answer()))
        response.on('error', () => resolve(answer()))
      },
    )
    const timer = setTimeout(() => request.destroy(new ProbeRefusal('ELINKTIMEOUT')), settings.timeoutMs)
    request.on('close', () => clearTimeout(timer))
    request.on('error', reject)
    request.end()
  })
}

const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME_MISMATCH|ALTNAME/i
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'ENODATA', 'ESERVFAIL'])

/** What a failed connection means for the person reading the list. */
function problemOf(error: unknown): Pick<ProbeResult, 'status' | 'problem'> {
  const code = String((error as NodeJS.ErrnoException)?.code ?? '')
  if (code === 'ELINKPRIVATE') return { status: 'not-checked', problem: 'privateAddress' }
  if (code === 'ELINKTIMEOUT' || code === 'ETIMEDOUT') return { status: 'broken', problem: 'timeout' }
  if (DNS_CODES.has(code)) return { status: 'broken', problem: 'dns' }
  if (TLS_CODE.test(code) || /certificate|ssl|tls/i.test(String((error as Error)?.message))) return { status: 'broken', problem: 'tls' }
  return { status: 'broken', problem: 'refused' }
}

/** Retry-After in milliseconds (seconds, or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | null {
  const text = Array.isArray(value) ? value[0] : value
  if (!text) return null
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}

const HEAD_REFUSED = new Set([403, 405, 501])
/** What a 429 without Retry-After waits before its one retry. */
const DEFAULT_RETRY_MS = 5000

/**
 * Checks one external address: HEAD, then GET where HEAD is refused (403, 405, 501), following up
 * to maxRedirects redirects, each new address checked like the first; a 429 waits for its
 * Retry-After (bounded) and is tried once more. Never throws: every outcome is a result.
 */
export async function probe(address: string, settings: ProbeSettings): Promise<ProbeResult> {
  let bytesRead = 0
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return { status: 'broken', problem: 'invalid', httpStatus: null, bytesRead }
  }
  const ask = async (method: 'HEAD' | 'GET'): Promise<Answer> => {
    const host = url.hostname.replace(/^\[|\]$/g, '')
    // A literal address is never looked up, so the resolver's check cannot see it: check it here.
    if (isIP(host) && !mayConnect(settings.allow, host, host)) throw new ProbeRefusal('ELINKPRIVATE')
    const answer = await settings.limiter(url.host, () => requestOnce(url, method, settings))
    bytesRead += answer.bytes
    return answer
  }
  const fetchOnce = async (): Promise<Answer> => {
    const head = await ask('HEAD')
    return HEAD_REFUSED.has(head.status) ? ask('GET') : head
  }
  try {
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return { status: 'not-checked', problem: 'unsupported', httpStatus: null, bytesRead }
      let answer = await fetchOnce()
      if (answer.status === 429) {
        const wait = retryAfterMs(answer.headers['retry-after']) ?? DEFAULT_RETRY_MS
        if (wait > settings.retryAfterMaxMs) return { status: 'broken', problem: 'rateLimited', httpStatus: 429, bytesRead }
        await new Promise((resolve) => setTimeout(resolve, wait))
        answer = await fetchOnce()
        if (answer.status === 429) return { status: 'broken', problem: 'rateLimited', httpStatus: 429, bytesRead }
      }
      const location = answer.headers.location
      if (answer.status >= 300 && answer.status < 400 && location) {
        if (redirects >= settings.maxRedirects) return { status: 'broken', problem: 'redirects', httpStatus: answer.status, bytesRead }
        url = new URL(location, url)
        continue
      }
      if (answer.status >= 200 && answer.status < 300) return { status: 'ok', problem: null, httpStatus: answer.status, bytesRead }
      const problem: LinkProblem = answer.status === 404 ? 'http404' : answer.status === 410 ? 'http410' : 'http'
      return { status: 'broken', problem, httpStatus: answer.status, bytesRead }
    }
  } catch (error) {
    return { ...problemOf(error), httpStatus: null, bytesRead }
  }
}
