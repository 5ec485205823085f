import { redirect } from 'react-router'
import { listServiceTickets } from '#core/service/tickets.ts'
import { isStaff } from '#core/sessions/staff.ts'
import { ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { ServiceHelp, TicketList } from '../../service/service-ui.tsx'
import type { Route } from './+types/service'

/**
 * /service: the visitor's requests with their status, the ways in and short help (noindex).
 * Staff answer requests in the back office's inbox: for them this path redirects there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const session = shop.session
  if (isStaff(session)) throw redirect('/admin/tickets')
  const tickets = session ? await listServiceTickets(shop.deps, session) : []
  return {
    meta: messagesMeta(request, 'service'),
    tickets,
    guest: !session?.customer,
  }
}

export const meta = routeMeta

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const { tickets, guest } = loaderData
  return (
    <div>
      <PageIntro title={t('pages.service.title')} lead={t('pages.service.lead')}>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={to('/service/new')} size="md" className="py-2 text-center">
            {t('service.newButton')}
          </ButtonLink>
          <ButtonLink to={to('/aftersale')} size="md" variant="secondary" className="py-2 text-center">
            {t('service.aftersaleButton')}
          </ButtonLink>
        </div>
      </PageIntro>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <TicketList tickets={tickets} title={t('service.listTitle')} />
          {guest ? (
            <p className="max-w-2xl text-sm text-ink-soft">
              {t('service.guestNote')}{' '}
              <a href={`${to('/login')}?redirectTo=${encodeURIComponent(to('/service'))}`} className="link">
                {t('service.login')}
              </a>
            </p>
          ) : null}
        </div>
        <ServiceHelp />
      </div>
    </div>
  )
}
