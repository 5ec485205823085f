import { Link } from 'react-router'
import type { compareFabrics } from '#core/catalog/fabric-compare.ts'
import { formatPrice } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { ButtonLink } from '../button.tsx'
import { comparisonSearch } from './compare-links.ts'

type ComparedFabric = ReturnType<typeof compareFabrics>['fabrics'][number]

/**
 * The fabrics side by side: one column per fabric whose rows line up across columns (CSS
 * subgrid). On a phone two columns fill the width and the rest is a sideways swipe (scroll snap,
 * no script); from 1024 px up to four stand next to each other. The samples share one size, so
 * their weaves show at the same scale.
 */
export function CompareColumns({ fabrics }: { fabrics: readonly ComparedFabric[] }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const locale = useLocale()
  const ids = fabrics.map((fabric) => fabric.fabricId)
  const rows = (fabric: ComparedFabric): [string, string][] => [
    [t('fabrics.composition'), fabric.composition],
    [
      t('fabrics.weightLabel'),
      `${t('fabrics.weight', { weight: fabric.weightGsm })} · ${t(`fabrics.weightClasses.${fabric.weightClass}`)}`,
    ],
    [t('fabrics.weave'), t(`fabrics.weaves.${fabric.weave}`)],
    [t('fabrics.opacity'), t(`fabrics.opacities.${fabric.opacity}`)],
    [t('fabrics.stretch'), t(`fabrics.stretches.${fabric.stretch}`)],
    [t('fabrics.season'), t(`fabrics.seasons.${fabric.season}`)],
    [t('fabrics.care'), fabric.care],
  ]
  return (
    <section
      aria-label={t('pages.fabricCompare.title')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a sideways-scrolling region must be reachable by keyboard
      tabIndex={0}
      className="relative -mx-4 grid snap-x snap-mandatory auto-cols-[calc((100%-2.75rem)/2)] grid-flow-col grid-rows-[repeat(11,auto)] gap-x-3 overflow-x-auto overscroll-x-contain scroll-px-4 px-4 pb-4 focus-visible:outline-2 focus-visible:outline-thread sm:mx-0 sm:scroll-px-0 sm:px-0 lg:auto-cols-[minmax(0,17rem)] lg:gap-x-6"
    >
      {fabrics.map((fabric, index) => (
        <article
          key={fabric.fabricId}
          aria-labelledby={`compare-name-${fabric.fabricId}`}
          data-compared={fabric.fabricId}
          className="row-span-11 grid snap-start grid-rows-subgrid gap-y-0 border-t-2 border-ink"
        >
          <img
            src={fabric.image}
            alt={t('fabrics.sampleAlt', { name: fabric.name })}
            width={512}
            height={512}
            className="mt-3 aspect-square w-full rounded-sm border border-chalk object-cover"
          />
          <div className="pt-3">
            <h2
              id={`compare-name-${fabric.fabricId}`}
              className="font-sans text-base font-semibold leading-snug"
            >
              <Link to={to(`/stoffe/${fabric.fabricId}`)} className="no-underline hover:underline">
                {fabric.name}
              </Link>
            </h2>
            <p className="sr-only">
              {t('fabrics.compare.column', { position: index + 1, count: fabrics.length, name: fabric.name })}
            </p>
            <p className="tabular text-sm text-ink-soft">{fabric.number}</p>
          </div>
          <p className="tabular pt-2 text-[0.95rem] font-medium">
            <span className="sr-only">{t('fabrics.compare.price')}: </span>
            {t('fabrics.shirtFrom', { price: formatPrice(fabric.priceBrutto, locale) })}
            {fabric.inStock ? null : (
              <span className="ml-1 rounded-full bg-danger/10 px-2 py-0.5 text-xs text-danger">
                {t('fabrics.soldOut')}
              </span>
            )}
          </p>
          <dl className="row-span-7 grid grid-rows-subgrid">
            {rows(fabric).map(([label, value]) => (
              <div key={label} className="border-b border-chalk py-2 text-sm">
                <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
                <dd className="mt-0.5 break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col items-start gap-2 pt-3">
            {fabric.inStock ? (
              <ButtonLink
                to={`${to('/hemdendesigner')}?fabric=${fabric.fabricId}`}
                size="sm"
                className="w-full text-center"
              >
                {t('fabrics.designWith')}
                <span className="sr-only">: {fabric.name}</span>
              </ButtonLink>
            ) : null}
            <Link
              to={`${to('/stoffe/vergleich')}${comparisonSearch(ids.filter((id) => id !== fabric.fabricId))}`}
              preventScrollReset
              className="link inline-flex min-h-6 items-center text-sm"
            >
              {t('fabrics.compare.removeShort')}
              <span className="sr-only">: {t('fabrics.compare.remove', { name: fabric.name })}</span>
            </Link>
          </div>
        </article>
      ))}
    </section>
  )
}
