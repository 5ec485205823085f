import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { basePriceCents } from '../pricing/price-groups.ts'
import { cartLimits, packageReferenceCents, packageSaving } from './rules.ts'

/** The /7er page in each language quotes the price the cart charges (cartLimits is the one place). */
const root = path.resolve(import.meta.dirname, '../../content')
const format = (locale: string, cents: number) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u00a0|\u202f/g, ' ')
const amount = (text: string) => Math.round(Number(text.replace(/[^\d,.]/g, '').replace(',', '.')) * 100)

describe.each(['de', 'en', 'fr', 'es'])('/7er in %s', (locale) => {
  const page = fs.readFileSync(path.join(root, locale, '7er.md'), 'utf8')
  const price = packageReferenceCents([])

  it('quotes the package price of the cart in the description and the text', () => {
    expect(price).toBe(cartLimits.package7PriceCents)
    const quoted = format(locale, price)
    const description = /^description: "(.*)"$/m.exec(page)?.[1] ?? ''
    expect(description).toContain(quoted)
    expect(page.split(quoted).length - 1).toBeGreaterThanOrEqual(3)
  })

  it('computes the savings table from the single prices and the package price', () => {
    const rows = page
      .split('\n')
      .filter((line) => line.startsWith('|') && /\d/.test(line))
      .map((line) => line.split('|').slice(2, 5).map(amount))
    expect(rows).toHaveLength(3)
    const groups = [Array(7).fill('B'), [...Array(4).fill('B'), ...Array(3).fill('A')], Array(7).fill('A')]
    rows.forEach(([single, packaged, saving], index) => {
      const singles = (groups[index] as ('A' | 'B')[]).map((group) => basePriceCents[group])
      expect(single).toBe(singles.reduce((sum, cents) => sum + cents, 0))
      expect(packaged).toBe(price)
      expect(saving).toBe(packageSaving(singles, price))
    })
  })
})
