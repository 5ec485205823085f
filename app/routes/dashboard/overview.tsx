import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LogoutButton } from '../../components/logout-button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { requireCustomer } from '../../lib/guards.server.ts'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/overview'

/** /dashboard: the customer's start page (orders, designs and profiles join with issues 4–7). */
export function loader(args: Route.LoaderArgs) {
  const customer = requireCustomer(args)
  return { meta: messagesMeta(args.request, 'dashboard'), firstName: customer.firstName }
}

export const meta = routeMeta

const shortcuts = [
  ['/dashboard/orders', 'pages.dashboardOrders.title', 'pages.dashboardOrders.lead'],
  ['/meine-hemden', 'pages.myShirts.title', 'pages.myShirts.lead'],
  ['/massnehmen/massprofil', 'pages.measureProfiles.title', 'pages.measureProfiles.lead'],
  ['/dashboard/addresses', 'pages.dashboardAddresses.title', 'pages.dashboardAddresses.lead'],
] as const

export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div>
      <PageIntro
        title={t('pages.dashboard.title')}
        lead={t('account.greeting', { name: loaderData.firstName })}
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        {shortcuts.map(([path, title, lead]) => (
          <li key={path}>
            <Link
              to={to(path)}
              className="block h-full rounded-sm border border-chalk bg-linen p-5 no-underline hover:border-thread"
            >
              <h2 className="text-xl">{t(title)}</h2>
              <p className="mt-1 text-[0.95rem] text-ink-soft">{t(lead)}</p>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <LogoutButton />
      </div>
    </div>
  )
}
