import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { ComponentsShowcase } from '../../components/elements/components-showcase.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/components'

/** /elements/components: developer page of the living style guide (noindex, nofollow). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { prices } = await getCatalog(context.get(shopContext).deps.db)
  return { meta: messagesMeta(request, 'elementsComponents'), package7Cents: prices.package7Cents }
}

export const meta = routeMeta

export default function ElementsComponents({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div>
      <PageIntro title={t('pages.elementsComponents.title')} lead={t('pages.elementsComponents.lead')} />
      <ComponentsShowcase package7Cents={loaderData.package7Cents} />
    </div>
  )
}
