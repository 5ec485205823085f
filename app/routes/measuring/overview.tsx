import { Link } from 'react-router'
import { fitNamesInText } from '#core/measures/fit-names.ts'
import { ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { MeasureFigure } from '../../measuring/figures.tsx'
import { WayCards, WayComparison } from '../../measuring/ways.tsx'
import type { Route } from './+types/overview'

/** /massnehmen: the ways to get measurements, compared. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { t } = requestLocale(request)
  return {
    meta: messagesMeta(request, 'measuring'),
    structuredData: [navBreadcrumb(request, context, [{ name: t('nav.measuring'), path: '/massnehmen' }])],
  }
}

export const meta = routeMeta

export default function OverviewPage() {
  const { t } = useTranslation()
  const to = useLocalePath()
  const locale = useLocale()
  return (
    <div>
      <div className="grid items-start gap-8 md:grid-cols-[minmax(0,1fr)_16rem]">
        <PageIntro title={t('pages.measuring.title')} lead={t('pages.measuring.lead')}>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={to('/massnehmen/neu')}>{t('measuring.overview.start')}</ButtonLink>
            <ButtonLink to={to('/massnehmen/massprofil')} variant="secondary">
              {t('measuring.overview.myProfiles')}
            </ButtonLink>
          </div>
        </PageIntro>
        <div className="hidden rounded-sm bg-linen p-6 md:block">
          <MeasureFigure field="size_chest" kind="body" />
        </div>
      </div>
      <section className="mt-4" aria-labelledby="compare">
        <h2 id="compare" className="mb-4 text-3xl">
          {t('measuring.overview.compareTitle')}
        </h2>
        <WayComparison />
      </section>
      <section className="mt-12" aria-labelledby="ways">
        <h2 id="ways" className="mb-4 text-3xl">
          {t('measuring.overview.waysTitle')}
        </h2>
        <WayCards headingLevel={3} />
      </section>
      <section className="mt-12 max-w-prose" aria-labelledby="ease">
        <h2 id="ease" className="text-3xl">
          {t('measuring.overview.easeTitle')}
        </h2>
        <p className="mt-3">{t('measuring.overview.easeText', fitNamesInText(locale))}</p>
        <p className="mt-3">
          <Link to={to('/infos-zu-massnehmen')} className="link">
            {t('measuring.new.infoLink')}
          </Link>
        </p>
      </section>
    </div>
  )
}
