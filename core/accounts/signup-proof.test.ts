import { describe, expect, it } from 'vitest'
import { networkOf } from './signup-proof.ts'

describe('the network a sign-up counts for', () => {
  it.each([
    ['IPv4: the address itself', '198.51.100.7', '198.51.100.7'],
    ['IPv4 neighbours stay apart', '198.51.100.8', '198.51.100.8'],
    ['IPv4 mapped into IPv6 (a dual-stack socket)', '::ffff:198.51.100.7', '198.51.100.7'],
    ['IPv6: its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['IPv6 short form', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['IPv6 with leading zeros and capitals', '2001:0DB8:0001:0002::ff', '2001:db8:1:2::/64'],
    ['IPv6 with :: inside the prefix', '2001:db8::1', '2001:db8:0:0::/64'],
    ['IPv6 with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['IPv6 ending in IPv4 notation', '64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['not an address (kept as it is)', 'unknown', 'unknown'],
  ])('%s: %s → %s', (_name, address, network) => {
    expect(networkOf(address)).toBe(network)
  })

  it('every address of one /64 is one network, the next /64 another', () => {
    const networks = new Set(
      ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:db8:1:2:1:2:3:4'].map((address) =>
        networkOf(address),
      ),
    )
    expect([...networks]).toEqual(['2001:db8:1:2::/64'])
    expect(networkOf('2001:db8:1:3::1')).not.toBe('2001:db8:1:2::/64')
  })
})
