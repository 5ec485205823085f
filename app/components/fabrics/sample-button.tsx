import { useState } from 'react'
import { Link } from 'react-router'
import { formatPrice } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { cartStore } from '../../state/cart-store.ts'
import { Button } from '../button.tsx'
import { showToast } from '../toast/toast-store.ts'

type Samples = { fabricIds: number[]; priceBrutto: number; max: number }

/**
 * 'Als Stoffmuster bestellen' on /stoffe/{id}: adds the fabric to the cart's one sample set (up to
 * six fabrics for one price). The set is read fresh from the cart first, since cart.php replaces
 * the whole set with what it is sent.
 */
export function SampleButton({
  fabricId,
  fabricName,
  samples,
}: {
  fabricId: number
  fabricName: string
  samples: Samples
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const [set, setSet] = useState(samples.fabricIds)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inSet = set.includes(fabricId)
  const full = !inSet && set.length >= samples.max

  async function add() {
    setBusy(true)
    setError(null)
    const store = cartStore()
    await store.fetchCart()
    const current = store.getState().cart?.items.find((item) => item.type === 'samples')?.fabricIds ?? set
    if (current.includes(fabricId)) {
      setSet(current)
      setBusy(false)
      return
    }
    if (current.length >= samples.max) {
      setSet(current)
      setBusy(false)
      return
    }
    const result = await store.act({
      action: 'add',
      item: { type: 'samples', fabricIds: [...current, fabricId] },
    })
    setBusy(false)
    if (!result.ok) {
      setError(t('shop.errors.generic'))
      return
    }
    setSet([...current, fabricId])
    showToast({
      kind: 'success',
      title: t('designer.toastSuccess'),
      message: t('designer.addedToCart', { product: t('fabrics.samples.name', { name: fabricName }) }),
      group: 'br',
    })
  }

  return (
    <div className="rounded-sm border border-chalk p-4" data-testid="fabric-samples">
      <p className="text-sm text-ink-soft">
        {t('fabrics.samples.hint', { max: samples.max, price: formatPrice(samples.priceBrutto, locale) })}
      </p>
      {inSet ? (
        <p className="mt-3 text-[0.95rem]" role="status">
          {t('fabrics.samples.inSet', { count: set.length, max: samples.max })}{' '}
          <Link to={to('/cart')} className="link">
            {t('shop.toCart')}
          </Link>
        </p>
      ) : (
        <>
          <Button variant="secondary" className="mt-3" onClick={add} disabled={busy || full} aria-busy={busy}>
            {t('fabrics.samples.add')}
          </Button>
          {full ? <p className="mt-2 text-sm">{t('fabrics.samples.full', { max: samples.max })}</p> : null}
        </>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
