import { useSearchParams } from 'react-router'
import { ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { MyShirtsList } from '../../designer/my-shirts/my-shirts-list.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/my-shirts'

/** /meine-hemden: the visitor's saved designs as cards; ?hemd={id} opens one's details. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'myShirts') }
}

export const meta = routeMeta

export default function MyShirtsPage() {
  const { t } = useTranslation()
  const to = useLocalePath()
  const [search] = useSearchParams()
  const asked = Number(search.get('hemd'))
  return (
    <div>
      <PageIntro title={t('pages.myShirts.title')} lead={t('pages.myShirts.lead')}>
        <ButtonLink to={to('/hemdendesigner')} className="mt-5" variant="secondary">
          {t('myShirts.newDesign')}
        </ButtonLink>
      </PageIntro>
      <MyShirtsList initialDetails={Number.isSafeInteger(asked) && asked > 0 ? asked : null} />
    </div>
  )
}
