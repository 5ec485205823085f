import { useState } from 'react'
import { formatPrice } from '#core/format.ts'
import { CartFields } from '../../cart/cart-fields.tsx'
import type { CartActionAnswer } from '../../cart/cart-intent.ts'
import { useCartFetcher } from '../../cart/use-cart-fetcher.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { InCartText, inCartLabelKey } from '../in-cart-text.tsx'
import { ConfirmDelete } from './confirm-delete.tsx'
import type { ShirtListItem } from './my-shirts-api.ts'
import type { ShirtCommand } from './use-shirt-actions.ts'

/** The card of one saved design in 'Meine Hemden'. */
export function ShirtCard({
  shirt,
  busy,
  onView,
  onAction,
  onCartAnswer,
}: {
  shirt: ShirtListItem
  busy: boolean
  onView: () => void
  onAction: (command: ShirtCommand) => void
  onCartAnswer: (answer: CartActionAnswer) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [confirming, setConfirming] = useState(false)
  const background = shirt.fabricId ? `/media/samples/${shirt.fabricId}.jpg` : '/media/share/default.jpg'
  const small = 'inline-flex min-h-10 items-center rounded-sm border px-3 text-sm'
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-sm border border-chalk bg-paper"
      aria-label={shirt.name}
      // Two designs may share a name (a copy): the shirt's number tells them apart.
      data-shirt-id={shirt.shirtId}
    >
      <div
        className="relative h-28 bg-linen bg-cover bg-center"
        style={{ backgroundImage: `url(${background})` }}
      >
        {shirt.selected ? (
          <span className="absolute top-2 right-2 rounded-full bg-ink px-2.5 py-0.5 text-xs text-paper">
            {t('myShirts.current')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="font-semibold">{shirt.name}</p>
        {shirt.orderId ? <p className="text-sm">{t('myShirts.order', { id: shirt.orderId })}</p> : null}
        <p className="tabular text-sm">
          {t('myShirts.amountPrice', { amount: shirt.amount, price: formatPrice(shirt.priceBrutto, locale) })}
        </p>
        <p className="text-sm text-ink-soft">
          {shirt.measure
            ? t('myShirts.measure', { name: shirt.measure.name, number: shirt.measure.number })
            : t('myShirts.addMeasures')}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <button type="button" className={`${small} border-ink`} onClick={onView}>
            {t('myShirts.view')}
          </button>
          {shirt.orderStatus !== 2 ? (
            <button
              type="button"
              disabled={busy}
              className={`${small} border-ink bg-ink text-paper`}
              onClick={() => onAction('edit')}
            >
              {t('myShirts.edit')}
            </button>
          ) : null}
          {!shirt.selected && shirt.orderStatus !== 2 ? (
            <button
              type="button"
              disabled={busy}
              className={`${small} border-chalk`}
              onClick={() => onAction('select')}
            >
              {t('myShirts.select')}
            </button>
          ) : null}
          {shirt.orderStatus === 0 ? (
            <AddToCart
              shirtId={shirt.shirtId}
              busy={busy}
              className={`${small} border-chalk`}
              onAnswer={onCartAnswer}
            />
          ) : null}
          {shirt.orderStatus === 1 ? (
            <button
              type="button"
              disabled={busy}
              aria-pressed="true"
              aria-label={t(inCartLabelKey)}
              className={`group ${small} border-chalk`}
              onClick={() => onAction('remove')}
            >
              <InCartText />
            </button>
          ) : null}
          <button
            type="button"
            disabled={busy}
            className={`${small} border-chalk`}
            onClick={() => onAction('duplicate')}
          >
            {t('myShirts.duplicate')}
          </button>
          {shirt.orderStatus !== 2 && !confirming ? (
            <button
              type="button"
              disabled={busy}
              className={`${small} border-chalk text-danger`}
              onClick={() => setConfirming(true)}
            >
              {t('myShirts.delete')}
            </button>
          ) : null}
        </div>
        {confirming ? (
          <ConfirmDelete onConfirm={() => onAction('delete')} onCancel={() => setConfirming(false)} />
        ) : null}
      </div>
    </article>
  )
}

/** 'In den Warenkorb': a form of the cart's action (add), a plain form post before hydration. */
function AddToCart({
  shirtId,
  busy,
  className,
  onAnswer,
}: {
  shirtId: number
  busy: boolean
  className: string
  onAnswer: (answer: CartActionAnswer) => void
}) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const fetcher = useCartFetcher(onAnswer)
  return (
    <fetcher.Form method="post" action={to('/cart')}>
      <CartFields
        intent="add"
        fields={[
          ['type', 'shirt'],
          ['shirtId', String(shirtId)],
        ]}
      />
      <button type="submit" disabled={busy || fetcher.state !== 'idle'} className={className}>
        {t('designer.addToCart')}
      </button>
    </fetcher.Form>
  )
}
