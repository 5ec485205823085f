import { describe, expect, it } from 'vitest'
import { addressMatcher, loopbackRanges, parseAddressRange } from './address-ranges.ts'

describe('parseAddressRange', () => {
  it.each([
    ['10.0.0.0/8', 8],
    ['192.168.1.7', 32],
    ['0.0.0.0/0', 0],
    ['fd00::/8', 8],
    ['::1', 128],
    ['::ffff:10.0.0.0/104', 104],
  ])('%s has prefix %i', (text, prefix) => {
    expect(parseAddressRange(text)?.prefix).toBe(prefix)
  })

  it.each([
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/',
    '10.0.0.0/8/8',
    '10.0.0.0/x',
    'proxy.internal',
    '',
    'localhost',
    '256.0.0.1',
    '1.2.3',
    '01.2.3.4',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    '[::1]',
    'unknown',
  ])('%j is not a range', (text) => {
    expect(parseAddressRange(text)).toBeNull()
  })
})

describe('addressMatcher', () => {
  const ranges = addressMatcher(
    ['10.0.0.0/8', '192.168.1.7', '172.16.0.0/12', 'fd00::/8', '2001:db8:1::/48'].map(
      (text) => parseAddressRange(text) as NonNullable<ReturnType<typeof parseAddressRange>>,
    ),
  )
  it.each([
    ['10.255.0.1', true],
    ['11.0.0.1', false],
    ['192.168.1.7', true],
    ['192.168.1.8', false],
    ['172.31.255.255', true],
    ['172.32.0.0', false],
    ['::ffff:10.1.1.1', true],
    ['::ffff:a01:101', true],
    ['fd00::1%eth0', true],
    ['fd12:3456::1', true],
    ['fe80::1', false],
    ['2001:db8:1:ffff::1', true],
    ['2001:db8:2::1', false],
    // An IPv4 range never holds an IPv6 address that is not IPv4-mapped, and the reverse.
    ['::a00:1', false],
    ['garbage', false],
    ['', false],
  ])('%s: %s', (address, inside) => {
    expect(ranges.has(address)).toBe(inside)
  })

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['128.0.0.1', false],
    ['::2', false],
  ])('the loopback ranges hold %s: %s', (address, inside) => {
    expect(addressMatcher(loopbackRanges).has(address)).toBe(inside)
  })
})
