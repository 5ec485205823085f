import { findMeasuringType } from '#config/shop.ts'
import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta, pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/new-type'

/** /massnehmen/neu/{type}: the measuring wizard of one type (issue 5); unknown types are a 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  const type = findMeasuringType(params.type)
  if (!type) pageNotFound(request)
  const { locale } = requestLocale(request)
  return {
    meta: messagesMeta(request, 'measuringNewType', { type: type.name[locale] }),
    name: type.name[locale],
  }
}

export const meta = routeMeta

const links = [['/massnehmen/neu', 'pages.measuringNew.title']] as const

export default function MeasuringTypePage({ loaderData }: Route.ComponentProps) {
  return <PurposePage messageKey="measuringNewType" values={{ type: loaderData.name }} links={links} />
}
