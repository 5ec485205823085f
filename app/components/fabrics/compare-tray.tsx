import { Link, useLocation } from 'react-router'
import { compareMax } from '#core/catalog/fabric-compare.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocalePath } from '../../lib/use-locale.ts'
import { buttonClass } from '../button.tsx'
import { comparisonSearch, searchWithCompared } from './compare-links.ts'

export type ComparedFabric = { fabricId: number; name: string; image: string }

/**
 * The compare tray of /stoffe and /stoffe/{id}: the chosen fabrics (from `?compare=`, resolved by
 * the loader), each removable, and the way to the comparison page. Sticks to the bottom of the
 * screen while the list scrolls; absent while nothing is chosen.
 */
export function CompareTray({ fabrics }: { fabrics: readonly ComparedFabric[] }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const location = useLocation()
  if (fabrics.length === 0) return null
  const ids = fabrics.map((fabric) => fabric.fabricId)
  return (
    <section
      aria-labelledby="compare-tray-title"
      className="sticky bottom-0 z-10 mt-6 border border-ink bg-paper p-3 shadow-lg sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="compare-tray-title" className="font-sans text-base font-semibold">
            {t('fabrics.compare.tray')}
          </h2>
          <p className="text-sm text-ink-soft">
            {t('fabrics.compare.trayCount', { count: fabrics.length, max: compareMax })}
          </p>
        </div>
        <ul className="flex flex-wrap gap-2">
          {fabrics.map((fabric) => (
            <li key={fabric.fabricId} className="flex items-center gap-1 rounded-sm border border-chalk pr-1">
              <img src={fabric.image} alt="" width={36} height={36} className="size-9 object-cover" />
              <span className="max-w-32 truncate text-sm">{fabric.name}</span>
              <Link
                to={`${location.pathname}${searchWithCompared(
                  location.search,
                  ids.filter((id) => id !== fabric.fabricId),
                )}`}
                preventScrollReset
                replace
                className="inline-flex size-8 items-center justify-center rounded-sm no-underline hover:bg-linen"
              >
                <span aria-hidden="true">×</span>
                <span className="sr-only">{t('fabrics.compare.remove', { name: fabric.name })}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={`${location.pathname}${searchWithCompared(location.search, [])}`}
            preventScrollReset
            replace
            className="link text-sm"
          >
            {t('fabrics.compare.clear')}
          </Link>
          <Link
            to={`${to('/stoffe/vergleich')}${comparisonSearch(ids)}`}
            className={buttonClass('button', 'primary')}
          >
            {t('fabrics.compare.open', { count: fabrics.length })}
          </Link>
        </div>
      </div>
      {fabrics.length < 2 ? (
        <p className="mt-2 text-sm text-ink-soft">{t('fabrics.compare.openHint')}</p>
      ) : null}
    </section>
  )
}
