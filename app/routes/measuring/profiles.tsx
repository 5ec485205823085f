import { ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { ProfileList } from '../../measuring/profile-list.tsx'
import type { Route } from './+types/profiles'

/** /massnehmen/massprofil: the visitor's measurement profiles (guest session or customer). */
export function loader({ request, context }: Route.LoaderArgs) {
  // A personal page (never cached): it may say whether the visitor is logged in.
  const loggedIn = Boolean(context.get(shopContext).session?.customer)
  return { meta: messagesMeta(request, 'measureProfiles'), loggedIn }
}

export const meta = routeMeta

export default function ProfilesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div>
      <PageIntro title={t('pages.measureProfiles.title')} lead={t('pages.measureProfiles.lead')}>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink to={to('/massnehmen/neu')}>{t('measuring.profiles.create')}</ButtonLink>
          <ButtonLink to={to('/massnehmen/meine-masse')} variant="secondary">
            {t('pages.myMeasures.title')}
          </ButtonLink>
        </div>
      </PageIntro>
      <ProfileList />
      {/* Only a guest's profiles live in the browser session; a customer's are in the account. */}
      {loaderData.loggedIn ? null : (
        <p className="mt-8 max-w-prose text-sm text-ink-soft">{t('measuring.profiles.guestNote')}</p>
      )}
    </div>
  )
}
