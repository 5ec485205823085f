import { type RefObject, useEffect, useRef, useState } from 'react'
import { listWishlist, type WishlistItem } from '#core/wishlist/wishlist.ts'
import { ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { changeWishlist } from '../../components/wishlist/wishlist-api.ts'
import { WishlistCard, wishlistItemName } from '../../components/wishlist/wishlist-cards.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/wishlist'

/** /wunschliste: the remembered fabrics and accessories of the session or customer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const loaded = shop.session
  const items = loaded
    ? await listWishlist({ deps: shop.deps, session: loaded.session, customer: loaded.customer, locale })
    : []
  return { meta: messagesMeta(request, 'wishlist'), items }
}

export const meta = routeMeta

const key = (item: WishlistItem) => `${item.kind}-${item.id}`

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const [items, setItems] = useState(loaderData.items)
  const [busyKey, setBusyKey] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState<string | null>(null)
  // After a removal the card and its button are gone: focus goes to the count above the list, or
  // to the empty state when the last item went. It moves once React has committed the shorter
  // list, since the element to focus may be the one that replaces the count.
  const focusRef = useRef<HTMLParagraphElement>(null)
  const [removals, setRemovals] = useState(0)
  useEffect(() => setItems(loaderData.items), [loaderData.items])
  useEffect(() => {
    if (removals > 0) focusRef.current?.focus()
  }, [removals])

  async function remove(item: WishlistItem) {
    setBusyKey(key(item))
    setError(null)
    const result = await changeWishlist('remove', { kind: item.kind, id: item.id })
    setBusyKey(null)
    if (!result.ok) {
      setError(t('wishlist.errors.generic'))
      return
    }
    setItems((current) => current.filter((candidate) => key(candidate) !== key(item)))
    setStatus(t('wishlist.removed', { name: wishlistItemName(item) }))
    setRemovals((count) => count + 1)
  }

  const sections = [
    ['fabric', t('wishlist.fabrics')],
    ['product', t('wishlist.products')],
  ] as const
  return (
    <div>
      <PageIntro title={t('pages.wishlist.title')} lead={t('pages.wishlist.lead')} />
      <p role="status" className="sr-only">
        {status}
      </p>
      {error ? (
        <p role="alert" className="mb-6 rounded-sm bg-danger/10 p-4 text-danger">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyWishlist focusRef={focusRef} />
      ) : (
        <p ref={focusRef} tabIndex={-1} className="tabular mb-6 w-fit text-sm text-ink-soft">
          {t('wishlist.count', { count: items.length })}
        </p>
      )}
      {sections.map(([kind, heading]) => {
        const shown = items.filter((item) => item.kind === kind)
        if (shown.length === 0) return null
        return (
          <section key={kind} className="mb-12" aria-labelledby={`wishlist-${kind}`}>
            <h2 id={`wishlist-${kind}`} className="mb-4 text-2xl">
              {heading}
            </h2>
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((item) => (
                <li key={key(item)}>
                  <WishlistCard item={item} busy={busyKey === key(item)} onRemove={remove} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}

function EmptyWishlist({ focusRef }: { focusRef: RefObject<HTMLParagraphElement | null> }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div className="max-w-2xl rounded-sm bg-linen p-6 sm:p-8">
      <p ref={focusRef} tabIndex={-1} className="w-fit text-[1.05rem]">
        {t('wishlist.empty')}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={to('/stoffe')}>{t('wishlist.browseFabrics')}</ButtonLink>
        <ButtonLink to={to('/shop')} variant="secondary">
          {t('wishlist.browseShop')}
        </ButtonLink>
      </div>
    </div>
  )
}
