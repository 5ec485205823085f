import { describe, expect, it } from 'vitest'
import { isAddressInRanges, loopbackRanges, parseAddress, parseAddressRange } from './address-ranges.ts'

describe('parseAddress', () => {
  it.each([
    ['127.0.0.1', [127, 0, 0, 1]],
    ['0.0.0.0', [0, 0, 0, 0]],
    ['255.255.255.255', [255, 255, 255, 255]],
    ['::ffff:10.1.2.3', [10, 1, 2, 3]],
    ['::FFFF:a01:203', [10, 1, 2, 3]],
  ])('%s is the IPv4 address %j', (text, bytes) => {
    expect([...(parseAddress(text) ?? [])]).toEqual(bytes)
  })

  it.each([
    ['::1', '0000:0000:0000:0000:0000:0000:0000:0001'],
    ['::', '0000:0000:0000:0000:0000:0000:0000:0000'],
    ['2001:db8::8a2e:370:7334', '2001:0db8:0000:0000:0000:8a2e:0370:7334'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000:0000:0000:0000:0001'],
    ['1:2:3:4:5:6:7:8', '0001:0002:0003:0004:0005:0006:0007:0008'],
    ['64:ff9b::192.0.2.33', '0064:ff9b:0000:0000:0000:0000:c000:0221'],
  ])('%s is the IPv6 address %s', (text, expanded) => {
    const bytes = parseAddress(text) as Uint8Array
    const words = Array.from({ length: 8 }, (_, index) =>
      (((bytes[index * 2] as number) << 8) | (bytes[index * 2 + 1] as number)).toString(16).padStart(4, '0'),
    )
    expect(words.join(':')).toBe(expanded)
  })

  it.each([
    '',
    'localhost',
    '256.0.0.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.-4',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    '::g',
    '12345::',
    '1:2:3:4:5:6:7::8',
    '::1.2.3',
    '1.2.3.4::',
    '[::1]',
    'unknown',
  ])('%j is not an address', (text) => {
    expect(parseAddress(text)).toBeNull()
  })
})

describe('parseAddressRange', () => {
  it.each([
    ['10.0.0.0/8', 8],
    ['192.168.1.7', 32],
    ['0.0.0.0/0', 0],
    ['fd00::/8', 8],
    ['::1', 128],
    ['::ffff:10.0.0.0/104', 8],
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
    '::ffff:10.0.0.0/95',
  ])('%j is not a range', (text) => {
    expect(parseAddressRange(text)).toBeNull()
  })
})

describe('isAddressInRanges', () => {
  const ranges = ['10.0.0.0/8', '192.168.1.7', '172.16.0.0/12', 'fd00::/8', '2001:db8:1::/48'].map(
    (text) => parseAddressRange(text) as NonNullable<ReturnType<typeof parseAddressRange>>,
  )
  it.each([
    ['10.255.0.1', true],
    ['11.0.0.1', false],
    ['192.168.1.7', true],
    ['192.168.1.8', false],
    ['172.31.255.255', true],
    ['172.32.0.0', false],
    ['::ffff:10.1.1.1', true],
    ['fd12:3456::1', true],
    ['fe80::1', false],
    ['2001:db8:1:ffff::1', true],
    ['2001:db8:2::1', false],
    // An IPv4 range never holds an IPv6 address that is not IPv4-mapped, and the reverse.
    ['::a00:1', false],
    ['garbage', false],
    ['', false],
  ])('%s: %s', (address, inside) => {
    expect(isAddressInRanges(address, ranges)).toBe(inside)
  })

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['128.0.0.1', false],
    ['::2', false],
  ])('the loopback ranges hold %s: %s', (address, inside) => {
    expect(isAddressInRanges(address, loopbackRanges)).toBe(inside)
  })
})
