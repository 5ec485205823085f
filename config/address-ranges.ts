/**
 * IP addresses and CIDR ranges, IPv4 and IPv6, for TRUSTED_PROXIES (config/env.server.ts) and the
 * request's peer check (server/http/request-info.ts). Here in `config`, below every layer, because
 * the environment's schema validates the list with it. An IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`, what a socket bound to `::` reports for an IPv4 peer) is its IPv4 address.
 */
export type AddressRange = { bytes: Uint8Array; prefix: number }

function parseIpv4(text: string): Uint8Array | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  const bytes = new Uint8Array(4)
  for (const [index, part] of parts.entries()) {
    // No leading zeros: `010` is octal to some parsers and decimal to others.
    if (!/^(?:0|[1-9]\d{0,2})$/.test(part)) return null
    const value = Number(part)
    if (value > 255) return null
    bytes[index] = value
  }
  return bytes
}

function parseIpv6(text: string): Uint8Array | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groups = (half: string) => (half === '' ? [] : half.split(':'))
  const head = groups(halves[0] as string)
  const tail = halves.length === 2 ? groups(halves[1] as string) : []
  const words: number[] = []
  const read = (list: string[], isLast: boolean): boolean => {
    for (const [index, group] of list.entries()) {
      if (isLast && index === list.length - 1 && group.includes('.')) {
        const v4 = parseIpv4(group)
        if (!v4) return false
        words.push(((v4[0] as number) << 8) | (v4[1] as number), ((v4[2] as number) << 8) | (v4[3] as number))
        continue
      }
      if (!/^[0-9a-f]{1,4}$/i.test(group)) return false
      words.push(Number.parseInt(group, 16))
    }
    return true
  }
  if (!read(head, halves.length === 1)) return null
  const headWords = words.length
  if (!read(tail, true)) return null
  const missing = 8 - words.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const all = [...words.slice(0, headWords), ...Array<number>(missing).fill(0), ...words.slice(headWords)]
  const bytes = new Uint8Array(16)
  for (const [index, word] of all.entries()) {
    bytes[index * 2] = word >> 8
    bytes[index * 2 + 1] = word & 0xff
  }
  return bytes
}

/** 4 bytes for IPv4 (also IPv4-mapped IPv6), 16 for IPv6, null for anything else. A zone (`%eth0`) is ignored. */
export function parseAddress(text: string): Uint8Array | null {
  const trimmed = text.trim()
  if (!trimmed.includes(':')) return parseIpv4(trimmed)
  const bytes = parseIpv6(trimmed.replace(/%[0-9a-z_.-]+$/i, ''))
  if (!bytes) return null
  const mapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff
  return mapped ? bytes.slice(12) : bytes
}

/** `10.0.0.0/8`, `fd00::/8`, or one address (`127.0.0.1`, `::1`: a range of one); null when not valid. */
export function parseAddressRange(text: string): AddressRange | null {
  const [address, prefixText, ...rest] = text.trim().split('/')
  if (rest.length > 0 || address === undefined) return null
  const bytes = parseAddress(address)
  if (!bytes) return null
  const bits = bytes.length * 8
  if (prefixText === undefined) return { bytes, prefix: bits }
  if (!/^\d{1,3}$/.test(prefixText)) return null
  // An IPv4-mapped range (`::ffff:10.0.0.0/104`) counts its prefix over the IPv4 part.
  const prefix = Number(prefixText) - (address.includes(':') && bytes.length === 4 ? 96 : 0)
  if (prefix < 0 || prefix > bits) return null
  return { bytes, prefix }
}

/** Whether `address` lies in one of `ranges`; an address that is not one lies in none. */
export function isAddressInRanges(address: string, ranges: readonly AddressRange[]): boolean {
  const bytes = parseAddress(address)
  if (!bytes) return false
  return ranges.some((range) => range.bytes.length === bytes.length && samePrefix(bytes, range))
}

function samePrefix(bytes: Uint8Array, range: AddressRange): boolean {
  const whole = Math.floor(range.prefix / 8)
  for (let index = 0; index < whole; index++) if (bytes[index] !== range.bytes[index]) return false
  const rest = range.prefix % 8
  if (rest === 0) return true
  const mask = (0xff << (8 - rest)) & 0xff
  return ((bytes[whole] as number) & mask) === ((range.bytes[whole] as number) & mask)
}

/** The loopback proxies TRUST_PROXY=1 stands for: 127.0.0.0/8 and ::1. */
export const loopbackRanges: readonly AddressRange[] = [
  parseAddressRange('127.0.0.0/8') as AddressRange,
  parseAddressRange('::1') as AddressRange,
]
