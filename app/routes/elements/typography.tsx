import { TypographyShowcase } from '../../components/elements/typography-showcase.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/typography'

/** /elements/typography: developer page of the living style guide (noindex, nofollow). */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'elementsTypography') }
}

export const meta = routeMeta

export default function ElementsTypography() {
  const { t } = useTranslation()
  return (
    <div>
      <PageIntro title={t('pages.elementsTypography.title')} lead={t('pages.elementsTypography.lead')} />
      <TypographyShowcase />
    </div>
  )
}
