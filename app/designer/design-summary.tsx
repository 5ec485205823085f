import { formatPrice } from '#core/format.ts'
import { CartFields } from '../cart/cart-fields.tsx'
import { Button } from '../components/button.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { InCartText, inCartLabelKey } from './in-cart-text.tsx'
import { openMyShirts } from './my-shirts/my-shirts-dialog.tsx'
import type { ShirtView } from './types.ts'

/**
 * Price with 'inkl. MwSt.', delivery time, the design in one line and the cart button. For a
 * design of the visitor's own the button is also a form of the cart's action (add, or remove
 * when in the cart), so it works before hydration; once hydrated the designer toggles it itself.
 */
export function DesignSummary({
  shirt,
  busy,
  onToggleCart,
}: {
  shirt: ShirtView
  busy: boolean
  onToggleCart: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const inCart = shirt.orderStatus === 1
  return (
    <section aria-labelledby="design-price" className="mt-5 space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="design-price"
          className="font-sans text-sm font-semibold uppercase tracking-[0.12em] text-thread-dark"
        >
          {t('designer.price')}
        </h2>
        <p className="tabular text-3xl">{formatPrice(shirt.priceBrutto, locale)}</p>
      </div>
      <p className="text-right text-sm text-ink-soft">
        {t('designer.priceNote')} · {t('designer.deliveryNote')}
      </p>
      <p className="rounded-sm bg-linen px-4 py-3 text-[0.95rem]">
        <span className="font-semibold">{t('designer.summaryLabel')}: </span>
        <span data-testid="design-summary">{shirt.summary}</span>
      </p>
      <div className="flex flex-wrap gap-3">
        <form
          method="post"
          action={to('/cart')}
          className="flex flex-1"
          onSubmit={(event) => {
            event.preventDefault()
            onToggleCart()
          }}
        >
          {shirt.shirtId > 0 ? (
            inCart ? (
              <CartFields intent="remove" fields={[['itemId', `shirt-${shirt.shirtId}`]]} />
            ) : (
              <CartFields
                intent="add"
                fields={[
                  ['type', 'shirt'],
                  ['shirtId', String(shirt.shirtId)],
                ]}
              />
            )
          ) : null}
          <Button
            size="lg"
            className="group flex-1"
            variant={inCart ? 'secondary' : 'primary'}
            // Not `disabled`: focus stays on the button while the cart answers (use-designer.ts
            // ignores a second press), and it then names the new state ('Im Warenkorb').
            aria-disabled={busy || undefined}
            type="submit"
            aria-pressed={inCart}
            aria-label={inCart ? t(inCartLabelKey) : undefined}
          >
            {inCart ? <InCartText /> : t('designer.addToCart')}
          </Button>
        </form>
        <Button size="lg" variant="secondary" onClick={() => openMyShirts('designer')}>
          <span className="hidden sm:inline">{t('designer.myShirts')}</span>
          <span className="sm:hidden">{t('designer.myShirtsShort')}</span>
        </Button>
      </div>
    </section>
  )
}
