import { IconsShowcase } from '../../components/elements/icons-showcase.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/icons'

/** /elements/icons: developer page of the living style guide (noindex, nofollow). */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'elementsIcons') }
}

export const meta = routeMeta

export default function ElementsIcons() {
  const { t } = useTranslation()
  return (
    <div>
      <PageIntro title={t('pages.elementsIcons.title')} lead={t('pages.elementsIcons.lead')} />
      <IconsShowcase />
    </div>
  )
}
