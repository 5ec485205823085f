import { describe, expect, it } from 'vitest'
import { countries } from '#config/countries.ts'
import { AddressSchema, isValidPostalCode, postalCodePatterns, repairDefaults } from './rules.ts'

const byCode = (code: string) =>
  countries.find((country) => country.countryCode === code)?.countryID as number

describe('postal codes per country', () => {
  it('every delivery country has a format', () => {
    for (const country of countries) expect(postalCodePatterns[country.countryCode]).toBeDefined()
  })

  it.each([
    ['DE', '10178', true],
    ['DE', '1017', false],
    ['DE', 'ABCDE', false],
    ['AT', '1010', true],
    ['AT', '10100', false],
    ['NL', '1012 AB', true],
    ['NL', '1012AB', true],
    ['NL', '1012', false],
    ['PL', '00-950', true],
    ['PL', '00950', false],
    ['PT', '1000-001', true],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'sw1a1aa', true],
    ['GB', '12345', false],
    ['IE', 'D02 X285', true],
    ['CH', '8001', true],
    ['SE', '114 55', true],
    ['FR', '75001', true],
    ['ES', '28013', true],
    ['ES', '2801', false],
  ])('%s %s → %s', (code, postalCode, valid) => {
    expect(isValidPostalCode(byCode(code), postalCode)).toBe(valid)
  })

  it('unknown countries have no valid postal code', () => {
    expect(isValidPostalCode(999, '10178')).toBe(false)
  })
})

describe('AddressSchema', () => {
  const valid = {
    firstName: 'Erika',
    lastName: 'Muster',
    street: 'Schneidergasse 12',
    postalCode: '10178',
    city: 'Berlin',
    countryId: 1,
  }

  it('accepts a complete address and empties optional fields to null', () => {
    const parsed = AddressSchema.parse({ ...valid, company: '  ', phone: '' })
    expect(parsed).toMatchObject({ ...valid, company: null, phone: null, salutation: '' })
  })

  it.each([
    [{ firstName: '' }, 'firstName', 'firstNameRequired'],
    [{ street: ' ' }, 'street', 'streetRequired'],
    [{ postalCode: '1234' }, 'postalCode', 'postalCodeInvalid'],
    [{ countryId: 2, postalCode: '10178' }, 'postalCode', 'postalCodeInvalid'],
    [{ countryId: 999 }, 'countryId', 'countryInvalid'],
    [{ phone: 'call me' }, 'phone', 'phoneInvalid'],
    [{ city: 'x'.repeat(101) }, 'city', 'tooLong'],
  ])('%j → %s: %s', (patch, field, message) => {
    const result = AddressSchema.safeParse({ ...valid, ...patch })
    expect(result.success).toBe(false)
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message)
  })
})

describe('default addresses', () => {
  const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T00:00:00Z`)
  const row = (id: number, billing: boolean, shipping: boolean, day: number) => ({
    id,
    isDefaultBilling: billing,
    isDefaultShipping: shipping,
    createdAt: at(day),
  })

  it.each([
    ['the first address carries both defaults', [row(1, false, false, 1)], { 1: [true, true] }],
    [
      'existing defaults stay',
      [row(1, true, false, 1), row(2, false, true, 2)],
      { 1: [true, false], 2: [false, true] },
    ],
    [
      'a lost default goes to the newest address',
      [row(1, false, false, 1), row(2, false, true, 2)],
      { 1: [false, false], 2: [true, true] },
    ],
    [
      'two defaults of one kind: the newest keeps it',
      [row(1, true, true, 1), row(2, true, false, 2)],
      { 1: [false, true], 2: [true, false] },
    ],
  ] as const)('%s', (_name, rows, expected) => {
    const decided = repairDefaults(rows)
    for (const [id, [billing, shipping]] of Object.entries(expected)) {
      expect(decided.get(Number(id))).toEqual({ billing, shipping })
    }
  })

  it('no addresses, no defaults', () => {
    expect(repairDefaults([]).size).toBe(0)
  })
})
