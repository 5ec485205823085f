import { describe, expect, it } from 'vitest'
import { countries } from '#config/countries.ts'
import {
  AddressSchema,
  addressFieldErrors,
  addressLimits,
  isValidPostalCode,
  OrderAddressSchema,
  postalCodePatterns,
  repairDefaults,
} from './rules.ts'
import { streetLine } from './street-line.ts'

const byCode = (code: string) =>
  countries.find((country) => country.countryCode === code)?.countryID as number

const bookAddress = {
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Schneidergasse 12',
  postalCode: '10178',
  city: 'Berlin',
  countryId: 1,
}
const orderAddress = {
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Schneidergasse 12',
  postalCode: '10178',
  city: 'Berlin',
  countryCode: 'DE',
}

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

  /** For every delivery country: a code of its format, and one of a neighbour's that it must refuse. */
  const examples: Record<string, [valid: string, invalid: string]> = {
    DE: ['10178', '1234'],
    AT: ['1010', '10100'],
    BE: ['1000', '10000'],
    BG: ['1000', '10000'],
    HR: ['10000', '1000'],
    CY: ['1010', '10100'],
    CZ: ['110 00', '1100'],
    DK: ['1050', '10500'],
    EE: ['10111', '1011'],
    FI: ['00100', '0010'],
    FR: ['75001', '7500'],
    GR: ['105 57', '1055'],
    HU: ['1011', '10111'],
    IE: ['D02 X285', '10178'],
    IT: ['00184', '0018'],
    LV: ['LV-1050', '10500'],
    LT: ['LT-01103', '0110'],
    LU: ['L-1009', '10090'],
    MT: ['VLT 1117', '1117'],
    NL: ['1012 AB', '1012'],
    PL: ['00-950', '00950'],
    PT: ['1000-001', '1000'],
    RO: ['010011', '01001'],
    SK: ['811 01', '8110'],
    SI: ['SI-1000', '10000'],
    ES: ['28013', '2801'],
    SE: ['114 55', '1145'],
    CH: ['8001', '80010'],
    GB: ['SW1A 1AA', '12345'],
    NO: ['0150', '01500'],
  }

  it('the table covers every delivery country', () => {
    expect(Object.keys(examples).sort()).toEqual(countries.map((country) => country.countryCode).sort())
  })

  it.each(countries.map((country) => [country.countryCode, ...(examples[country.countryCode] ?? ['', ''])]))(
    '%s takes %s and refuses %s, in the book and in an order',
    (code, valid, invalid) => {
      const id = byCode(code as string)
      expect(isValidPostalCode(id, valid as string)).toBe(true)
      expect(isValidPostalCode(id, invalid as string)).toBe(false)
      const order = { ...orderAddress, countryCode: code }
      expect(OrderAddressSchema.safeParse({ ...order, postalCode: valid }).success).toBe(true)
      const refused = OrderAddressSchema.safeParse({ ...order, postalCode: invalid })
      expect(refused.error && addressFieldErrors(refused.error)).toEqual({ postalCode: 'postalCodeInvalid' })
      const book = { ...bookAddress, countryId: id }
      expect(AddressSchema.safeParse({ ...book, postalCode: valid }).success).toBe(true)
      expect(AddressSchema.safeParse({ ...book, postalCode: invalid }).success).toBe(false)
    },
  )

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

describe('OrderAddressSchema (checkout form and /api/checkout.php)', () => {
  it('accepts an address as the checkout form sends it, the country code in any case', () => {
    const parsed = OrderAddressSchema.parse({ ...orderAddress, countryCode: 'de', addition: ' 3. OG ' })
    expect(parsed).toMatchObject({ ...orderAddress, addition: '3. OG', company: null, salutation: '' })
  })

  it('takes every address the book takes, its extra line included', () => {
    const longest = {
      ...bookAddress,
      company: 'c'.repeat(addressLimits.company),
      street: 's'.repeat(addressLimits.street),
      addition: 'a'.repeat(addressLimits.addition),
      city: 'b'.repeat(addressLimits.city),
    }
    const saved = AddressSchema.parse(longest)
    expect(streetLine(saved.street, saved.addition).length).toBeGreaterThan(120)
    const { countryId: _countryId, phone: _phone, ...lines } = saved
    expect(OrderAddressSchema.safeParse({ ...lines, countryCode: 'DE' }).success).toBe(true)
  })

  it.each([
    [{ postalCode: '1234' }, { postalCode: 'postalCodeInvalid' }],
    [{ postalCode: '' }, { postalCode: 'postalCodeRequired' }],
    [
      { street: '', city: ' ' },
      { street: 'streetRequired', city: 'cityRequired' },
    ],
    [{ street: 's'.repeat(addressLimits.street + 1) }, { street: 'tooLong' }],
    [{ countryCode: 'US' }, { countryCode: 'countryInvalid' }],
    [{ countryCode: 'AT', postalCode: '10178' }, { postalCode: 'postalCodeInvalid' }],
    [
      { firstName: '', postalCode: '1234' },
      { firstName: 'firstNameRequired', postalCode: 'postalCodeInvalid' },
    ],
  ])('%j → %j', (patch, errors) => {
    const result = OrderAddressSchema.safeParse({ ...orderAddress, ...patch })
    expect(result.success).toBe(false)
    expect(result.error && addressFieldErrors(result.error)).toEqual(errors)
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
