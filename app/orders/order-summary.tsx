import type { ReactNode } from 'react'
import type { CartTotalView } from '#core/cart/cart.ts'
import { formatPrice } from '#core/format.ts'
import { TotalsBlock } from '../cart/cart-lines.tsx'
import { useLocale } from '../lib/use-locale.ts'

export type OrderSummaryLine = { key: string; name: string; amount: number; lineBrutto: number }

/**
 * What an order will cost, directly above the button that places it (checkout, team order): the
 * goods when the form does not list them already, shipping, vouchers, VAT and the total, as the
 * server priced them; `children` are the form's last steps and its button.
 */
export function OrderSummary({
  total,
  lines,
  note,
  children,
  className = '',
}: {
  total: CartTotalView
  lines?: readonly OrderSummaryLine[]
  note?: ReactNode
  children?: ReactNode
  className?: string
}) {
  const locale = useLocale()
  return (
    <div className={`rounded-sm border border-ink p-5 ${className}`}>
      {lines && lines.length > 0 ? (
        <ul className="mb-4 divide-y divide-chalk border-b border-chalk text-sm">
          {lines.map((line) => (
            <li key={line.key} className="flex items-baseline justify-between gap-4 py-2">
              <span className="min-w-0 break-words">
                {line.amount > 1 ? `${line.amount} × ` : ''}
                {line.name}
              </span>
              <span className="tabular-nums">{formatPrice(line.lineBrutto, locale)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {note}
      <TotalsBlock total={total} />
      {children}
    </div>
  )
}
