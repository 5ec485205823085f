import type { ReactNode } from 'react'

/** A state in a list (a ticket's 'open', an order's state); `strong` marks the one that waits for staff. */
export function Badge({ strong = false, children }: { strong?: boolean; children: ReactNode }) {
  const tone = strong ? 'border-ink bg-linen font-medium' : 'border-ink-soft'
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs whitespace-nowrap ${tone}`}>
      {children}
    </span>
  )
}
