import { Outlet } from 'react-router'
import { isStaff } from '#core/sessions/staff.ts'
import { Shell } from '../components/shell.tsx'
import { SideNav } from '../components/side-nav.tsx'
import { shopContext } from '../context.ts'
import { useTranslation } from '../i18n/react.tsx'
import { requireCustomer } from '../lib/guards.server.ts'
import { useLocalePath } from '../lib/use-locale.ts'
import type { Route } from './+types/customer'

/** [customer] the dashboard: login required for every page inside. */
export function loader(args: Route.LoaderArgs) {
  const customer = requireCustomer(args)
  return { firstName: customer.firstName, staff: isStaff(args.context.get(shopContext).session) }
}

const items = [
  ['/dashboard', 'pages.dashboard.title'],
  ['/dashboard/orders', 'pages.dashboardOrders.title'],
  ['/dashboard/team', 'pages.dashboardTeam.title'],
  ['/dashboard/profile', 'pages.dashboardProfile.title'],
  ['/dashboard/password', 'pages.dashboardPassword.title'],
  ['/dashboard/settings', 'pages.dashboardSettings.title'],
  ['/dashboard/addresses', 'pages.dashboardAddresses.title'],
] as const

export default function CustomerLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const links = items.map(([path, key]) => ({ to: to(path), label: t(key) }))
  // The workshop moved into the back office, which has one route tree without language prefix.
  if (loaderData.staff)
    links.push(
      { to: '/admin', label: t('nav.backOffice') },
      { to: '/admin/workshop', label: t('pages.workshop.title') },
    )
  return (
    // minmax(0, …): the text column never grows past the screen for a wide table, which scrolls
    // in its own box instead (WCAG 1.4.10 at 320 px).
    <Shell
      layout="customer"
      mainClassName="mx-auto grid w-full max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 md:grid-cols-[14rem_minmax(0,1fr)]"
    >
      <SideNav label={t('nav.account')} items={links} />
      <div>
        <Outlet />
      </div>
    </Shell>
  )
}
