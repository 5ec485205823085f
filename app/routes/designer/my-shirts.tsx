import { useSearchParams } from 'react-router'
import { listShirts } from '#core/shirts/read-shirts.ts'
import { ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { MyShirtsList } from '../../designer/my-shirts/my-shirts-list.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/my-shirts'

/**
 * /meine-hemden: the visitor's saved designs as cards; ?hemd={id} opens one's details. The open
 * and in-cart designs come rendered, so that 'In den Warenkorb' works before hydration too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const loaded = shop.session
  const shirts = loaded
    ? await listShirts(
        {
          deps: shop.deps,
          session: loaded.session,
          customer: loaded.customer,
          locale: requestLocale(request).locale,
        },
        [0, 1],
      )
    : []
  return { meta: messagesMeta(request, 'myShirts'), shirts }
}

export const meta = routeMeta

export default function MyShirtsPage({ loaderData }: Route.ComponentProps) {
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
      <MyShirtsList
        initialDetails={Number.isSafeInteger(asked) && asked > 0 ? asked : null}
        initialShirts={loaderData.shirts}
      />
    </div>
  )
}
