import { Link, useLocation, useNavigation } from 'react-router'
import { compareMax, toggleCompared } from '#core/catalog/fabric-compare.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { comparedIdsOf, searchWithCompared } from './compare-links.ts'

/**
 * The 'Vergleichen' toggle of a fabric card and the fabric page: a link to the same address with
 * the fabric added to or taken from `?compare=` (works before hydration and without JavaScript).
 * With four chosen, an unchosen fabric shows that the comparison is full. While a toggle's page is
 * still loading, the links already build on its address: a second quick click adds to the first
 * instead of replacing it.
 */
export function CompareToggle({
  fabricId,
  fabricName,
  anchor,
}: {
  fabricId: number
  fabricName: string
  /** Element id the page returns to after the reload without JavaScript. */
  anchor?: string
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const pending = useNavigation().location
  const search = pending?.pathname === location.pathname ? pending.search : location.search
  const ids = comparedIdsOf(search)
  const chosen = ids.includes(fabricId)
  const box = 'inline-flex min-h-9 items-center gap-2 rounded-sm border px-3 text-sm'
  if (!chosen && ids.length >= compareMax) {
    return (
      <span
        className={`${box} border-chalk text-ink-soft`}
        title={t('fabrics.compare.fullLabel', { max: compareMax })}
      >
        {t('fabrics.compare.full')}
      </span>
    )
  }
  return (
    <Link
      to={`${location.pathname}${searchWithCompared(search, toggleCompared(ids, fabricId))}${anchor ? `#${anchor}` : ''}`}
      preventScrollReset
      replace
      className={`${box} no-underline ${chosen ? 'border-ink bg-ink text-paper' : 'border-ink text-ink hover:bg-linen'}`}
      data-compare-toggle={fabricId}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-4 rounded-[3px] border text-center text-[0.7rem] leading-[0.9rem] ${chosen ? 'border-paper' : 'border-ink'}`}
      >
        {chosen ? '✓' : ''}
      </span>
      {t(chosen ? 'fabrics.compare.chosen' : 'fabrics.compare.toggle')}
      <span className="sr-only">
        {' – '}
        {t(chosen ? 'fabrics.compare.remove' : 'fabrics.compare.add', { name: fabricName })}
      </span>
    </Link>
  )
}
