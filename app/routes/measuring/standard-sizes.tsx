import { Link } from 'react-router'
import { bodyToShirt } from '#core/measures/ease.ts'
import { fitName } from '#core/measures/fit-names.ts'
import { modelBody, referenceBody, standardSizes } from '#core/measures/size-model.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { formatMeasure } from '../../measuring/format.ts'
import type { Route } from './+types/standard-sizes'

/** /massnehmen/standardgroessen: the size tables the recommendation uses (core/measures/size-model.ts). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { t } = requestLocale(request)
  const meta = messagesMeta(request, 'standardSizes')
  return {
    meta,
    structuredData: [
      navBreadcrumb(request, context, [
        { name: t('nav.measuring'), path: '/massnehmen' },
        { name: meta.title, path: '/massnehmen/standardgroessen' },
      ]),
    ],
  }
}

export const meta = routeMeta

const heights = [165, 170, 175, 180, 185, 190, 195]
const th = 'px-3 py-2 text-right font-medium'

export default function StandardSizesPage() {
  const { t } = useTranslation()
  const to = useLocalePath()
  const locale = useLocale()
  const cm = (value: number) => formatMeasure(value, 'cm', locale)
  const half = (value: number) => Math.round(value * 2) / 2
  return (
    <div>
      <PageIntro title={t('pages.standardSizes.title')} lead={t('pages.standardSizes.lead')} />
      <section aria-labelledby="girths">
        <h2 id="girths" className="text-3xl">
          {t('measuring.sizes.girthsTitle')}
        </h2>
        <p className="mt-3 max-w-prose">{t('measuring.sizes.girthsText')}</p>
        <div className="relative mt-5 overflow-x-auto">
          <table className="tabular w-full min-w-[40rem] border-collapse text-[0.95rem]">
            <caption className="sr-only">{t('measuring.sizes.girthsTitle')}</caption>
            <thead>
              <tr className="border-b border-ink text-sm">
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  {t('measuring.sizes.collar')}
                </th>
                <th scope="col" className={th}>
                  {t('measuring.sizes.size')}
                </th>
                <th scope="col" className={th}>
                  {t('measuring.sizes.chest')}
                </th>
                <th scope="col" className={th}>
                  {t('measuring.sizes.waist')}
                </th>
                <th scope="col" className={th}>
                  {t('measuring.sizes.hips')}
                </th>
                <th scope="col" className={th}>
                  {t('measuring.sizes.shirtChest', { fit: fitName('tailored', locale) })}
                </th>
                <th scope="col" className="py-2 pl-3 text-right">
                  <span className="sr-only">{t('measuring.review.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {standardSizes.map((row) => (
                <tr key={row.collar} className="border-b border-chalk">
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {row.collar}
                  </th>
                  <td className="px-3 py-2 text-right">{row.size}</td>
                  <td className="px-3 py-2 text-right">{cm(row.chest)}</td>
                  <td className="px-3 py-2 text-right">{cm(row.waist)}</td>
                  <td className="px-3 py-2 text-right">{cm(row.hips)}</td>
                  <td className="px-3 py-2 text-right text-ink-soft">{cm(row.chest + 16)}</td>
                  <td className="py-1 pl-3 text-right">
                    <Link
                      to={to(`/massnehmen/neu/standardgroessen?collar=${row.collar}`)}
                      className="link inline-flex min-h-11 items-center text-sm"
                      aria-label={t('measuring.sizes.chooseNamed', { collar: row.collar })}
                    >
                      {t('measuring.sizes.choose')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 max-w-prose text-sm text-ink-soft">{t('measuring.sizes.girthsNote')}</p>
      </section>
      <section className="mt-12" aria-labelledby="lengths">
        <h2 id="lengths" className="text-3xl">
          {t('measuring.sizes.lengthsTitle')}
        </h2>
        <p className="mt-3 max-w-prose">{t('measuring.sizes.lengthsText')}</p>
        {/* Below 30rem the table scrolls sideways; it holds no link to tab to, so the box itself
            takes focus for the arrow keys (WCAG 2.1.1; axe 'scrollable-region-focusable'). */}
        <section
          aria-labelledby="lengths"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a sideways-scrolling region must be reachable by keyboard
          tabIndex={0}
          className="relative mt-5 overflow-x-auto focus-visible:outline-2 focus-visible:outline-thread"
        >
          <table className="tabular w-full min-w-[30rem] max-w-3xl border-collapse text-[0.95rem]">
            <caption className="sr-only">{t('measuring.sizes.lengthsTitle')}</caption>
            <thead>
              <tr className="border-b border-ink text-sm">
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  {t('measures.fields.size_height')}
                </th>
                <th scope="col" className={th}>
                  {t('measuring.sizes.sleeve')}
                </th>
                <th scope="col" className={th}>
                  {t('measures.fields.size_sleevelength_short')}
                </th>
                <th scope="col" className={th}>
                  {t('measures.fields.size_shirtlength')}
                </th>
              </tr>
            </thead>
            <tbody>
              {heights.map((height) => {
                const body = bodyToShirt(
                  modelBody(height, referenceBody.bmi * (height / 100) ** 2),
                  'tailored',
                )
                return (
                  <tr key={height} className="border-b border-chalk">
                    <th scope="row" className="py-2 pr-3 text-left font-medium">
                      {cm(height)}
                    </th>
                    <td className="px-3 py-2 text-right">{cm(half(body.size_sleevelength as number))}</td>
                    <td className="px-3 py-2 text-right">
                      {cm(half(body.size_sleevelength_short as number))}
                    </td>
                    <td className="px-3 py-2 text-right">{cm(half(body.size_shirtlength as number))}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
      </section>
      <section className="mt-12 max-w-prose" aria-labelledby="which">
        <h2 id="which" className="text-3xl">
          {t('measuring.sizes.whichTitle')}
        </h2>
        <p className="mt-3">{t('measuring.sizes.whichText')}</p>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <Link to={to('/massnehmen/neu/standardgroessen')} className="link">
            {t('measuring.ways.standardgroessen.start')}
          </Link>
          <Link to={to('/massnehmen/neu/empfehlung')} className="link">
            {t('measuring.ways.empfehlung.start')}
          </Link>
        </p>
      </section>
    </div>
  )
}
