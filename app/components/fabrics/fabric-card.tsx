import { Link, useLocation } from 'react-router'
import { formatPrice } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { comparedIdsOf, compareOnlySearch } from './compare-links.ts'
import { CompareToggle } from './compare-toggle.tsx'

export type FabricCardData = {
  fabricId: number
  number: string
  name: string
  composition: string
  weightGsm: number
  nonIron: boolean
  oekoTex: boolean
  priceBrutto: number
  inStock: boolean
  image: string
}

/**
 * One fabric in the list: the sample, its name and number, composition (EU 1007/2011) and price.
 * The name is an h2 on /stoffe and an h3 where the cards sit under a section heading (/wunschliste).
 * With `compare` (on /stoffe) it carries the 'Vergleichen' toggle and keeps the chosen fabrics in
 * the link to the fabric's page.
 */
export function FabricCard({
  fabric,
  heading: Heading = 'h2',
  compare = false,
}: {
  fabric: FabricCardData
  heading?: 'h2' | 'h3'
  compare?: boolean
}) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const locale = useLocale()
  const location = useLocation()
  const href = `${to(`/stoffe/${fabric.fabricId}`)}${compare ? compareOnlySearch(comparedIdsOf(location.search)) : ''}`
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-sm border border-chalk bg-paper">
      <Link to={href} className="block no-underline">
        <img
          src={fabric.image}
          alt={t('fabrics.sampleAlt', { name: fabric.name })}
          width={512}
          height={512}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="font-sans text-base font-semibold leading-snug">
          <Link to={href} className="no-underline hover:underline">
            {fabric.name}
          </Link>
        </Heading>
        <p className="tabular text-sm text-ink-soft">
          {fabric.number} · {fabric.composition} · {t('fabrics.weight', { weight: fabric.weightGsm })}
        </p>
        <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
          {fabric.nonIron ? (
            <span className="rounded-full bg-linen px-2 py-0.5">{t('fabrics.nonIron')}</span>
          ) : null}
          {fabric.oekoTex ? <span className="rounded-full bg-linen px-2 py-0.5">Oeko-Tex</span> : null}
          {fabric.inStock ? null : (
            <span className="rounded-full bg-danger/10 px-2 py-0.5 text-danger">{t('fabrics.soldOut')}</span>
          )}
        </p>
        <p className="tabular mt-auto pt-3 text-[0.95rem] font-medium">
          {t('fabrics.shirtFrom', { price: formatPrice(fabric.priceBrutto, locale) })}{' '}
          <span className="text-xs font-normal text-ink-soft">{t('fabrics.priceNote')}</span>
        </p>
        {compare ? (
          <div className="pt-3">
            <CompareToggle
              fabricId={fabric.fabricId}
              fabricName={fabric.name}
              anchor={`fabric-${fabric.fabricId}`}
            />
          </div>
        ) : null}
      </div>
    </article>
  )
}
