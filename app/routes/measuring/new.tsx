import { Link } from 'react-router'
import { readMeasuringReturn } from '#core/measures/measuring-return.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { WayCards } from '../../measuring/ways.tsx'
import type { Route } from './+types/new'

/** /massnehmen/neu: choose how to give measurements; `?zurueck=` is carried on to the wizard. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { t } = requestLocale(request)
  const meta = messagesMeta(request, 'measuringNew')
  return {
    meta,
    back: readMeasuringReturn(new URL(request.url).searchParams),
    structuredData: [
      navBreadcrumb(request, context, [
        { name: t('nav.measuring'), path: '/massnehmen' },
        { name: meta.title, path: '/massnehmen/neu' },
      ]),
    ],
  }
}

export const meta = routeMeta

export default function NewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div>
      <PageIntro title={t('pages.measuringNew.title')} lead={t('pages.measuringNew.lead')} />
      <WayCards back={loaderData.back} />
      <p className="mt-8 max-w-prose text-[0.95rem] text-ink-soft">
        {t('measuring.new.unsure')}{' '}
        <Link to={to('/infos-zu-massnehmen')} className="link">
          {t('measuring.new.infoLink')}
        </Link>
      </p>
    </div>
  )
}
