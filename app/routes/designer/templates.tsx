import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta, pageNotFound } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/templates'

/**
 * /masshemden and /masshemden/page/{page}: the gallery of ready designs. Until the templates of
 * issue 3 exist there is exactly one page; any other page number is a validation 404.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const page = params.page === undefined ? 1 : Number(params.page)
  if (page !== 1 || (params.page !== undefined && params.page !== '1')) pageNotFound(request)
  const paged = params.page !== undefined
  return { meta: messagesMeta(request, 'templates', { page }, paged ? 'titlePaged' : 'title'), page, paged }
}

export const meta = routeMeta

const links = [['/hemdendesigner', 'nav.designer']] as const

export default function TemplatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <PurposePage
      messageKey="templates"
      values={{ page: loaderData.page }}
      titleKey={loaderData.paged ? 'titlePaged' : 'title'}
      links={links}
    />
  )
}
