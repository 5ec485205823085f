import { BlockList, isIP } from 'node:net'

/**
 * IP addresses and CIDR ranges, IPv4 and IPv6, for TRUSTED_PROXIES (config/env.server.ts) and the
 * request's peer check (server/http/request-info.ts), matched by Node's own `net.BlockList`. Here
 * in `config`, below every layer, because the environment's schema validates the list with it.
 * An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, what a socket bound to `::` reports for an
 * IPv4 peer) lies in the IPv4 ranges, as BlockList checks it.
 */
export type AddressRange = { address: string; prefix: number; family: 'ipv4' | 'ipv6' }

export type AddressRanges = {
  readonly list: readonly AddressRange[]
  /** Whether `address` lies in one of the ranges; text that is no address lies in none. */
  has(address: string): boolean
}

function familyOf(address: string): AddressRange['family'] | null {
  const version = isIP(address)
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null
}

/** `10.0.0.0/8`, `fd00::/8`, or one address (`127.0.0.1`, `::1`: a range of one); null when not valid. */
export function parseAddressRange(text: string): AddressRange | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/')
  const family = familyOf(address)
  if (rest.length > 0 || !family) return null
  const bits = family === 'ipv4' ? 32 : 128
  if (prefixText === undefined) return { address, prefix: bits, family }
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null
  return { address, prefix: Number(prefixText), family }
}

export function addressMatcher(list: readonly AddressRange[]): AddressRanges {
  const blocks = new BlockList()
  for (const range of list) blocks.addSubnet(range.address, range.prefix, range.family)
  return {
    list,
    has(address) {
      // A zone (`fe80::1%eth0`) names the interface, not the address.
      const plain = address.trim().replace(/%[^%]*$/, '')
      const family = familyOf(plain)
      return family !== null && blocks.check(plain, family)
    },
  }
}

/** The loopback proxies TRUST_PROXY=1 stands for: 127.0.0.0/8 and ::1. */
export const loopbackRanges: readonly AddressRange[] = [
  { address: '127.0.0.0', prefix: 8, family: 'ipv4' },
  { address: '::1', prefix: 128, family: 'ipv6' },
]
