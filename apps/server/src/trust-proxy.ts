import { isIP } from 'node:net'

/**
 * Which proxies the server believes about the client's address: false (none: the socket's address),
 * the number of proxies in front of it (Fastify then takes the address that many hops from the
 * socket, so entries a client wrote further left are ignored), or the proxies' addresses and ranges.
 */
export type TrustProxy = false | number | string[]

const MAX_HOPS = 10

/**
 * The setting as Fastify takes it. Fastify refuses a bare hop count (it cannot check who the nearest
 * peer is, so it trusts nothing), so a count becomes a function trusting that many hops from the
 * socket: the operator has said that only the proxies reach the server. A list names the proxies,
 * which Fastify checks itself.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting
  const hops = setting
  return (_address, hop) => hop < hops
}

/** An address or a CIDR range, as Fastify's proxy-addr reads them. */
function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/')
  const family = isIP(address ?? '')
  if (!family || rest.length) return false
  if (bits === undefined) return true
  const n = Number(bits)
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: unset, 0 or false for none; a whole number of proxy hops (1 behind the shipped
 * nginx); or a comma-separated list of the proxies' addresses or ranges. `true` is refused: it would
 * trust the leftmost X-Forwarded-For entry, which the client writes whenever a proxy appends to the
 * header instead of replacing it.
 */
export function trustProxySetting(raw: string | undefined, problems: string[]): TrustProxy {
  const value = (raw ?? '').trim()
  if (value === '' || value === '0' || value === 'false' || value === 'no') return false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops <= MAX_HOPS) return hops
    problems.push(`TRUST_PROXY must be the number of proxies in front of the server (1 to ${MAX_HOPS}), got "${raw}"`)
    return false
  }
  if (value === 'true' || value === 'yes') {
    problems.push(
      'TRUST_PROXY=true would believe any address a client writes into X-Forwarded-For: give the number of proxies in front of the server (1 behind the shipped nginx) or their addresses',
    )
    return false
  }
  const entries = value.split(',').map((e) => e.trim())
  const bad = entries.filter((e) => !isAddressOrRange(e))
  if (bad.length) {
    problems.push(`TRUST_PROXY must be a number of proxies or a list of addresses and ranges (10.0.0.0/8), not "${bad.join('", "')}"`)
    return false
  }
  return entries
}
