import { useEffect, useState } from 'react'
import type { CartView } from '#core/cart/cart.ts'
import { useTranslation } from '../i18n/react.tsx'

type Notice = NonNullable<CartView['packageNotices']>[number]

/**
 * Says which 7-shirt package became single lines and why (a design left the cart, a fabric
 * outside groups A/B, a design in two packages). The server reports it once, in the answer that
 * dissolved the package; the page keeps saying it until the visitor leaves.
 */
export function PackageNotices({ cart }: { cart: CartView | null }) {
  const { t } = useTranslation()
  const [notices, setNotices] = useState<Notice[]>(cart?.packageNotices ?? [])
  useEffect(() => {
    const fresh = cart?.packageNotices ?? []
    if (fresh.length === 0) return
    setNotices((seen) => [
      ...seen,
      ...fresh.filter((notice) => !seen.some((s) => s.itemId === notice.itemId)),
    ])
  }, [cart])
  if (notices.length === 0) return null
  return (
    <div
      role="status"
      className="mb-6 rounded-sm border-l-4 border-thread bg-linen px-4 py-3"
      data-testid="package-notice"
    >
      {notices.map((notice) => (
        <p key={notice.itemId}>{t(`cart.packageBroken.${notice.reason}`)}</p>
      ))}
    </div>
  )
}

/** A package line that waits for one shared measurement profile before it can be ordered. */
export function PackageProblem({ problem }: { problem?: 'PACKAGE_MEASURE' }) {
  const { t } = useTranslation()
  if (!problem) return null
  return <p className="mt-1 text-sm font-medium text-danger">{t(`cart.packageBroken.${problem}`)}</p>
}
