import { describe, expect, it } from 'vitest'
import { createI18n } from './i18n.ts'
import de from './messages/de.json' with { type: 'json' }

describe('t() keys are checked against the German file', () => {
  it('takes a key of the file, and refuses an unknown one at typecheck', () => {
    const { t } = createI18n('de', de)
    expect(t('cart.voucherLabel')).toBe(de.cart.voucherLabel)
    // @ts-expect-error a key the German file does not have fails `npm run typecheck`
    expect(t('cart.noSuchText')).toBe('cart.noSuchText')
    // @ts-expect-error a group is not a text
    expect(t('cart')).toBe('cart')
    const reason: string = 'UNKNOWN'
    // A key built at run time is not a literal: it passes, and says itself when missing.
    expect(t(`cart.reasons.${reason}`)).toBe(`cart.reasons.${reason}`)
  })

  it('tells who asked for a key whether its namespace was loaded', () => {
    const missing: [string, boolean][] = []
    const { t } = createI18n('de', { cart: de.cart } as unknown as typeof de, (key, _locale, loaded) =>
      missing.push([key, loaded]),
    )
    t('cart.errors.NOPE' as string)
    t('cart.noSuchText' as string)
    t('fabrics.title' as string)
    t('fabrics.title' as string, { defaultValue: 'Stoffe' })
    expect(missing).toEqual([
      ['cart.errors.NOPE', true],
      ['cart.noSuchText', false],
      ['fabrics.title', false],
    ])
  })
})
