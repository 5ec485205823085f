import type { Locale } from '#config/locales.ts'
import { package7Figures } from '#core/cart/package7-offer.ts'
import type { ShopPrices } from '#core/pricing/price-groups.ts'

/** A euro amount as the texts write it: '499,00 €' in de/fr/es, '€499.00' in en. */
export function textEuro(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u00a0|\u202f/g, ' ')
}

/**
 * Fills {{package7.*}} in a rendered text with today's prices (core/cart/package7-offer.ts), so
 * a price the admin changes in /admin/prices shows on /7er at once. Unknown names stay as written.
 */
export function fillPackagePrices(text: string, prices: ShopPrices, locale: Locale): string {
  const figures = package7Figures(prices)
  return text.replace(/\{\{\s*package7\.([a-zA-Z0-9]+)\s*\}\}/g, (whole, name: string) => {
    const cents = figures[name]
    return cents === undefined ? whole : textEuro(cents, locale)
  })
}
