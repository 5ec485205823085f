import { describe, expect, it } from 'vitest'
import { findCountryByCode } from '#config/countries.ts'
import {
  applyVouchers,
  cartTotals,
  checkAmount,
  checkPackage,
  checkPackageInCart,
  checkSamples,
  checkVoucherValue,
  netOf,
  type PricedLine,
  packageProfilesDiffer,
  packageReferenceCents,
  packageSaving,
  shippingCents,
  unitPrice,
  withdrawalApplies,
} from './rules.ts'

const country = (code: string) => {
  const found = findCountryByCode(code)
  if (!found) throw new Error(code)
  return found
}
const line = (type: PricedLine['type'], unitGrossCents: number, amount = 1, vatRate = 19): PricedLine => ({
  key: `${type}-${unitGrossCents}`,
  type,
  amount,
  unitGrossCents,
  vatRate: type === 'voucher' ? 0 : vatRate,
  shipped: type !== 'voucher',
})

describe('unitPrice: destination VAT, vouchers without VAT', () => {
  it.each([
    ['shirt', 7900, 'DE', 7900, 19],
    ['shirt', 7900, 'AT', 7967, 20],
    ['shirt', 7900, 'FI', 8332, 25.5],
    ['shirt', 7900, 'CH', 6639, 0],
    ['product', 4900, 'NO', 4118, 0],
    ['voucher', 5000, 'AT', 5000, 0],
    ['voucher', 5000, 'CH', 5000, 0],
  ] as const)('%s %i in %s → %i at %s %%', (type, reference, code, gross, rate) => {
    const price = unitPrice(type, reference, country(code))
    expect(price.grossCents).toBe(gross)
    expect(price.vatRate).toBe(rate)
  })
})

describe('netOf: net = gross / (1 + VAT)', () => {
  it.each([
    [11900, 19, 10000],
    [7967, 20, 6639],
    [1000, 0, 1000],
    [999, 25.5, 796],
  ])('%i at %s %% → %i', (gross, rate, net) => {
    expect(netOf(gross, rate)).toBe(net)
  })
})

describe('shippingCents by country', () => {
  it.each([
    ['DE', [line('shirt', 7900)], 490],
    ['DE', [line('shirt', 7900, 2)], 0],
    ['DE', [line('shirt', 7500, 2)], 0],
    ['DE', [line('shirt', 14900), line('product', 100)], 0],
    ['DE', [line('shirt', 14999)], 490],
    ['AT', [line('shirt', 7900, 3)], 990],
    ['CH', [line('shirt', 7900, 3)], 1990],
    ['GB', [line('product', 2900)], 1990],
    ['DE', [line('voucher', 5000)], 0],
    ['DE', [line('samples', 290)], 0],
    ['DE', [line('samples', 290), line('product', 2900)], 490],
    ['DE', [], 0],
  ] as const)('%s %j → %i', (code, lines, cents) => {
    expect(shippingCents(country(code), lines)).toBe(cents)
  })
  it('counts vouchers not towards the free-shipping threshold', () => {
    expect(shippingCents(country('DE'), [line('shirt', 7900), line('voucher', 10000)])).toBe(490)
  })
})

describe('applyVouchers: partial use and remaining balance', () => {
  it.each([
    ['covers part', 10000, 0, [5000], [5000], [0], 5000],
    ['more than payable', 3000, 0, [5000], [3000], [2000], 3000],
    ['two vouchers in order', 8000, 0, [5000, 5000], [5000, 3000], [0, 2000], 8000],
    ['second not needed', 4000, 0, [5000, 2500], [4000, 0], [1000, 2500], 4000],
    ['vouchers do not buy vouchers', 10000, 6000, [5000], [4000], [1000], 4000],
    ['nothing payable', 0, 0, [5000], [0], [5000], 0],
  ])('%s', (_name, payable, voucherLines, balances, amounts, remaining, discount) => {
    const result = applyVouchers(
      payable,
      voucherLines,
      balances.map((balanceCents, i) => ({ code: `C${i}`, balanceCents })),
    )
    expect(result.uses.map((use) => use.amountCents)).toEqual(amounts)
    expect(result.uses.map((use) => use.remainingCents)).toEqual(remaining)
    expect(result.discountCents).toBe(discount)
  })
})

describe('cartTotals', () => {
  it('Germany, one shirt: items, shipping, VAT from the gross', () => {
    const totals = cartTotals([line('shirt', 8900)], country('DE'))
    expect(totals).toMatchObject({ itemsCents: 8900, shippingCents: 490, discountCents: 0, totalCents: 9390 })
    expect(totals.vat).toEqual([{ rate: 19, grossCents: 9390, netCents: 7891, vatCents: 1499 }])
    expect(totals.netCents).toBe(7891)
  })
  it('free shipping above 150 € and a voucher as payment', () => {
    const totals = cartTotals([line('shirt', 7900), line('shirt', 9900)], country('DE'), [
      { code: 'A', balanceCents: 5000 },
    ])
    expect(totals).toMatchObject({
      itemsCents: 17800,
      shippingCents: 0,
      discountCents: 5000,
      totalCents: 12800,
    })
    // the voucher is a payment: the VAT of the goods stays
    expect(totals.vat).toEqual([{ rate: 19, grossCents: 17800, netCents: 14958, vatCents: 2842 }])
  })
  it('a voucher purchase line carries 0 % beside the goods', () => {
    const totals = cartTotals([line('shirt', 7900), line('voucher', 5000)], country('DE'))
    expect(totals.vat.map((share) => share.rate)).toEqual([19, 0])
    expect(totals.vat[1]).toMatchObject({ grossCents: 5000, netCents: 5000, vatCents: 0 })
    expect(totals.totalCents).toBe(7900 + 5000 + 490)
  })
  it('Switzerland: no VAT, shipping 19,90', () => {
    const shirt = unitPrice('shirt', 7900, country('CH'))
    const totals = cartTotals([line('shirt', shirt.grossCents, 1, 0)], country('CH'))
    expect(totals).toMatchObject({ itemsCents: 6639, shippingCents: 1990, totalCents: 8629, netCents: 8629 })
    expect(totals.vat).toEqual([{ rate: 0, grossCents: 8629, netCents: 8629, vatCents: 0 }])
  })
  it('empty cart', () => {
    expect(cartTotals([], country('DE'))).toMatchObject({
      itemsCents: 0,
      shippingCents: 0,
      totalCents: 0,
      vat: [],
    })
  })
})

describe('checkAmount', () => {
  it.each([
    ['shirt', 1, true],
    ['product', 20, true],
    ['product', 21, false],
    ['product', 0, false],
    ['product', -1, false],
    ['product', 1.5, false],
    ['package7', 2, false],
    ['samples', 1, true],
  ] as const)('%s × %s → %s', (type, amount, ok) => {
    expect(checkAmount(type, amount).ok).toBe(ok)
  })
})

describe('the 7-shirt package', () => {
  const designs = (n: number, group = 'A', measure: (i: number) => number | null = () => 3) =>
    Array.from({ length: n }, (_, i) => ({ shirtId: i + 1, priceGroup: group, measureId: measure(i) }))
  it.each([
    ['seven on one profile', designs(7), true],
    ['seven without profile yet', designs(7, 'B', () => null), true],
    ['six', designs(6), false],
    ['eight', designs(8), false],
    ['group C', designs(7, 'C'), false],
    ['two profiles', designs(7, 'A', (i) => (i === 0 ? 4 : 3)), false],
    ['a design twice', [...designs(6), { shirtId: 1, priceGroup: 'A', measureId: 3 }], false],
  ])('%s', (_name, input, ok) => {
    expect(checkPackage(input).ok).toBe(ok)
  })
  it.each([
    ['seven on one profile', [3, 3, 3, 3, 3, 3, 3], false],
    ['none assigned yet', [null, null, null], false],
    ['one profile and some without', [3, null, 3, null], false],
    ['two profiles', [3, 3, 3, 3, 3, 3, 4], true],
    ['two profiles among designs without one', [null, 3, null, 4], true],
    ['nothing at all', [], false],
  ])('profiles of a package: %s → differ %s', (_name, ids, differ) => {
    expect(packageProfilesDiffer(ids)).toBe(differ)
  })
  it('shows the saving against single prices', () => {
    expect(packageSaving([9900, 9900, 9900, 9900, 9900, 9900, 9900], 54900)).toBe(14400)
    expect(packageSaving([7900, 7900, 7900, 7900, 7900, 7900, 7900], 54900)).toBe(400)
    expect(packageSaving([7000], 54900)).toBe(0)
  })

  const ids = [1, 2, 3, 4, 5, 6, 7]
  it.each([
    ['all seven present', ids, designs(7), [], null],
    ['one removed or deleted', ids, designs(7).slice(1), [], 'PACKAGE_COUNT'],
    [
      'one now another owner’s (not present)',
      ids,
      designs(7).filter((d) => d.shirtId !== 4),
      [],
      'PACKAGE_COUNT',
    ],
    ['built from five', [1, 2, 3, 4, 5], designs(5), [], 'PACKAGE_COUNT'],
    [
      'one moved to group C',
      ids,
      designs(7).map((d) => (d.shirtId === 2 ? { ...d, priceGroup: 'C' } : d)),
      [],
      'PACKAGE_FABRIC',
    ],
    ['one on another profile', ids, designs(7, 'A', (i) => (i === 6 ? 9 : 3)), [], 'PACKAGE_MEASURE'],
    ['a design twice in the package', [1, 2, 3, 4, 5, 6, 6], designs(6), [], 'PACKAGE_DUPLICATE'],
    ['a design already in an earlier package', ids, designs(7), [5], 'PACKAGE_DUPLICATE'],
  ] as const)('a package in the cart: %s → %s', (_name, shirtIds, present, elsewhere, reason) => {
    const check = checkPackageInCart(shirtIds, present, new Set(elsewhere))
    expect(check.ok ? null : check.reason).toBe(reason)
  })

  it.each([
    ['no surcharges', [0, 0, 0, 0, 0, 0, 0], 49_900],
    ['French cuffs on one design', [900, 0, 0, 0, 0, 0, 0], 50_800],
    ['monogram and buttons on two', [900, 0, 500, 0, 0, 0, 0], 51_300],
  ])('package price: %s → %i', (_name, surcharges, cents) => {
    expect(packageReferenceCents(49_900, surcharges)).toBe(cents)
    // invariant: the package price never falls below the flat price, and each surcharge counts once
    expect(packageReferenceCents(49_900, surcharges) - 49_900).toBe(surcharges.reduce((a, b) => a + b, 0))
  })

  it('saves against seven single shirts of group A (7 × 79 € = 553 €)', () => {
    expect(packageSaving(Array(7).fill(7900), packageReferenceCents(49_900, Array(7).fill(0)))).toBe(5_400)
    expect(packageSaving(Array(7).fill(7900 + 900), packageReferenceCents(49_900, Array(7).fill(900)))).toBe(
      5_400,
    )
  })
})

describe('voucher values, samples and withdrawal', () => {
  it.each([
    [2500, true],
    [50000, true],
    [2400, false],
    [50100, false],
    [2550, false],
  ])('voucher value %i → %s', (cents, ok) => {
    expect(checkVoucherValue(cents)).toBe(ok)
  })
  it.each([
    [[1], true],
    [[1, 2, 3, 4, 5, 6], true],
    [[1, 2, 3, 4, 5, 6, 7], false],
    [[], false],
    [[1, 1], false],
  ])('samples %j → %s', (ids, ok) => {
    expect(checkSamples(ids)).toBe(ok)
  })
  it.each([
    ['shirt', false],
    ['package7', false],
    ['product', true],
    ['voucher', true],
    ['samples', true],
  ] as const)('withdrawal for %s → %s', (type, applies) => {
    expect(withdrawalApplies(type)).toBe(applies)
  })
})
