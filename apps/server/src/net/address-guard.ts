import { BlockList, isIP } from 'node:net'

/**
 * Addresses the link checker never connects to unless LINK_CHECK_ALLOW names them: the machine
 * itself, the institute's private networks and every other range that is not the public internet
 * (IANA's special-purpose registries). Otherwise a link in a page would be a way to make the server
 * knock on internal services.
 */
const SPECIAL = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  SPECIAL.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  SPECIAL.addSubnet(net, prefix, 'ipv6')

/** An IPv4 address written inside IPv6 (::ffff:10.0.0.1, ::ffff:a00:1, ::10.0.0.1) as IPv4, so its range is the IPv4 one. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase()
  const dotted = /^::(?:ffff:(?:0:)?)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
  if (dotted) return dotted[1]!
  const hex = /^::(?:ffff:(?:0:)?)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower)
  if (!hex) return null
  const hi = parseInt(hex[1]!, 16)
  const lo = parseInt(hex[2]!, 16)
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.')
}

/** An address as its family and canonical text: an IPv4 one carried in IPv6 is IPv4. */
function canonical(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const version = isIP(bare)
  if (version === 4) return { address: bare, family: 'ipv4' }
  if (version !== 6) return null
  const v4 = embeddedIpv4(bare)
  return v4 ? { address: v4, family: 'ipv4' } : { address: bare, family: 'ipv6' }
}

/** Whether an address lies outside the public internet (loopback, private, link-local, unique-local, CGNAT, multicast…). */
export function isSpecialAddress(address: string): boolean {
  const c = canonical(address)
  if (!c) return true
  return SPECIAL.check(c.address, c.family)
}

/** What LINK_CHECK_ALLOW lets the checker reach despite the ranges above: host names, addresses, CIDR blocks. */
export interface LinkAllowance {
  hosts: ReadonlySet<string>
  addresses: BlockList
  /** The setting as written, for the docs and the start banner. */
  entries: readonly string[]
}

/** Reads LINK_CHECK_ALLOW (a comma list); each entry it cannot read is a problem for the configuration's report. */
export function parseLinkAllowance(raw: string | undefined, problems: string[]): LinkAllowance {
  const hosts = new Set<string>()
  const addresses = new BlockList()
  const entries: string[] = []
  for (const entry of (raw ?? '').split(',').map((e) => e.trim().toLowerCase())) {
    if (!entry) continue
    const [net, prefixText, extra] = entry.split('/')
    const c = canonical(net!)
    if (prefixText !== undefined) {
      // A block written in IPv6 around an IPv4 address (::ffff:127.0.0.1/128) counts its prefix over 128 bits, the last 32 the IPv4 address's.
      const written = isIP(net!.replace(/^\[|\]$/g, '')) === 6 ? 128 : 32
      const prefix = Number(prefixText) - (written === 128 && c?.family === 'ipv4' ? 96 : 0)
      const max = c?.family === 'ipv4' ? 32 : 128
      if (!c || extra !== undefined || !/^\d+$/.test(prefixText) || prefix < 0 || prefix > max) {
        problems.push(`LINK_CHECK_ALLOW: "${entry}" is not a CIDR block such as 127.0.0.1/32 or fd00::/8`)
        continue
      }
      addresses.addSubnet(c.address, prefix, c.family)
    } else if (c) {
      addresses.addAddress(c.address, c.family)
    } else if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry)) {
      hosts.add(entry)
    } else {
      problems.push(`LINK_CHECK_ALLOW: "${entry}" is neither a host name, an address nor a CIDR block`)
      continue
    }
    entries.push(entry)
  }
  return { hosts, addresses, entries }
}

/** Whether the checker may connect to `address`, reached by the name `host`. */
export function mayConnect(allow: LinkAllowance, host: string, address: string): boolean {
  if (allow.hosts.has(host.toLowerCase().replace(/^\[|\]$/g, ''))) return true
  const c = canonical(address)
  if (!c) return false
  if (allow.addresses.check(c.address, c.family)) return true
  return !SPECIAL.check(c.address, c.family)
}
