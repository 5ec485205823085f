import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { WishlistRefInput } from '#core/wishlist/schemas.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocalePath } from '../../lib/use-locale.ts'
import { changeWishlist } from './wishlist-api.ts'

/** The heart of the 'Merken' button: outlined when not remembered, filled when it is. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="shrink-0">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * 'Merken' on /stoffe/{id} and /prod/{product}: a toggle button (aria-pressed) whose name stays
 * the same in both states, so that screen readers announce the state rather than a new button.
 * The server's answer decides; a refusal is said beside the button in the visitor's language.
 */
export function WishlistToggle({ item, initial }: { item: WishlistRefInput; initial: boolean }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const [remembered, setRemembered] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  // Another variant chosen while the item is remembered: the wishlist keeps the new choice.
  const shownVariant = useRef(item.variantId)
  useEffect(() => {
    if (shownVariant.current === item.variantId) return
    shownVariant.current = item.variantId
    if (remembered) void changeWishlist('add', item)
  }, [item, remembered])

  async function toggle() {
    // A second click while the first is on its way would only repeat it.
    if (busy) return
    setBusy(true)
    setError(null)
    const result = await changeWishlist(remembered ? 'remove' : 'add', item)
    setBusy(false)
    if (result.ok) setRemembered(!remembered)
    else setError(t(`wishlist.errors.${result.reason}`, { defaultValue: t('wishlist.errors.generic') }))
  }

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <button
        type="button"
        aria-pressed={remembered}
        aria-busy={busy}
        onClick={toggle}
        className="inline-flex min-h-11 items-center gap-2 rounded-sm border border-chalk px-4 text-[0.95rem] font-medium hover:border-ink aria-pressed:border-thread aria-pressed:text-thread-dark"
      >
        <HeartIcon filled={remembered} />
        {t('wishlist.toggle')}
      </button>
      <p role="status" className="text-sm text-ink-soft">
        {remembered ? (
          <>
            {t('wishlist.saved')}{' '}
            <Link to={to('/wunschliste')} className="link">
              {t('wishlist.toWishlist')}
            </Link>
          </>
        ) : null}
      </p>
      {error ? (
        <p role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
