import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ShopPrices, seedPrices } from '#core/pricing/price-groups.ts'
import { fillPackagePrices, textEuro } from './price-variables.ts'

/** /7er in each language quotes what the cart charges: its figures come from the prices data. */
const root = path.resolve(import.meta.dirname, '../../content')
const amount = (text: string) => Math.round(Number(text.replace(/[^\d,.]/g, '').replace(',', '.')) * 100)
const raised: ShopPrices = { groups: { A: 8_450, B: 10_990, C: 11_900, D: 14_900 }, package7Cents: 52_500 }

describe.each(['de', 'en', 'fr', 'es'] as const)('/7er in %s', (locale) => {
  const page = fs.readFileSync(path.join(root, locale, '7er.md'), 'utf8')

  it.each([
    ['the seed prices', seedPrices],
    ['prices the admin raised', raised],
  ])('quotes the package price in the description and the text, with %s', (_name, prices) => {
    const filled = fillPackagePrices(page, prices, locale)
    expect(filled).not.toMatch(/\{\{\s*package7/)
    const quoted = textEuro(prices.package7Cents, locale)
    const description = /^description: "(.*)"$/m.exec(filled)?.[1] ?? ''
    expect(description).toContain(quoted)
    expect(filled.split(quoted).length - 1).toBeGreaterThanOrEqual(3)
  })

  it.each([
    ['the seed prices', seedPrices],
    ['prices the admin raised', raised],
  ])('computes the savings table from the single prices and the package price, with %s', (_n, prices) => {
    const rows = fillPackagePrices(page, prices, locale)
      .split('\n')
      .filter((line) => line.startsWith('|') && /\d/.test(line))
      .map((line) => line.split('|').slice(2, 5).map(amount))
    expect(rows).toHaveLength(3)
    const { A, B } = prices.groups
    const singles = [7 * B, 4 * B + 3 * A, 7 * A]
    rows.forEach(([single, packaged, saving], index) => {
      expect(single).toBe(singles[index])
      expect(packaged).toBe(prices.package7Cents)
      expect(saving).toBe(Math.max(0, (singles[index] ?? 0) - prices.package7Cents))
    })
  })

  it('says today what it said when the package cost 499 €', () => {
    const filled = fillPackagePrices(page, seedPrices, locale)
    expect(filled).toContain(locale === 'en' ? '€499.00' : '499,00 €')
    expect(filled).toContain(locale === 'en' ? '€693.00' : '693,00 €')
  })
})

describe('every text that quotes the package', () => {
  const quoting = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')] as const)
    .filter(([, text]) => text.includes('{{package7.'))

  it('names only figures the prices give', () => {
    expect(quoting.length).toBeGreaterThan(30)
    for (const [file, text] of quoting) {
      const locale = file.split(/[\\/]/)[0] as 'de' | 'en' | 'fr' | 'es'
      expect(fillPackagePrices(text, seedPrices, locale), file).not.toMatch(/\{\{\s*package7/)
    }
  })

  it('quotes no package price as written text any more', () => {
    const written = /499[,.]00|693[,.]00/
    for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.md')) continue
      expect(fs.readFileSync(path.join(root, file), 'utf8'), file).not.toMatch(written)
    }
  })
})
