import { useTranslation } from 'react-i18next'
import { ComponentsShowcase } from '../../components/elements/components-showcase.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/components'

/** /elements/components: developer page of the living style guide (noindex, nofollow). */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'elementsComponents') }
}

export const meta = routeMeta

export default function ElementsComponents() {
  const { t } = useTranslation()
  return (
    <div>
      <PageIntro title={t('pages.elementsComponents.title')} lead={t('pages.elementsComponents.lead')} />
      <ComponentsShowcase />
    </div>
  )
}
