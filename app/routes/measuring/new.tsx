import { Link } from 'react-router'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { WayCards } from '../../measuring/ways.tsx'
import type { Route } from './+types/new'

/** /massnehmen/neu: choose how to give measurements. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'measuringNew') }
}

export const meta = routeMeta

export default function NewPage() {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div>
      <PageIntro title={t('pages.measuringNew.title')} lead={t('pages.measuringNew.lead')} />
      <WayCards />
      <p className="mt-8 max-w-prose text-[0.95rem] text-ink-soft">
        {t('measuring.new.unsure')}{' '}
        <Link to={to('/infos-zu-massnehmen')} className="link">
          {t('measuring.new.infoLink')}
        </Link>
      </p>
    </div>
  )
}
