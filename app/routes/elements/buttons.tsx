import { ButtonsShowcase } from '../../components/elements/buttons-showcase.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/buttons'

/** /elements/buttons: developer page of the living style guide (noindex, nofollow). */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'elementsButtons') }
}

export const meta = routeMeta

export default function ElementsButtons() {
  const { t } = useTranslation()
  return (
    <div>
      <PageIntro title={t('pages.elementsButtons.title')} lead={t('pages.elementsButtons.lead')} />
      <ButtonsShowcase />
    </div>
  )
}
