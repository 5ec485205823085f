import { Link } from 'react-router'
import type { Locale } from '#config/locales.ts'
import { formatDate, formatPrice } from '#core/format.ts'
import { listMeasures } from '#core/measures/read-measures.ts'
import { listOrders } from '#core/orders/read-orders.ts'
import { listShirts } from '#core/shirts/read-shirts.ts'
import { ButtonLink } from '../../components/button.tsx'
import { LogoutButton } from '../../components/logout-button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { requireSigned } from '../../lib/account.server.ts'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/overview'

/** /dashboard: the customer's start page with the latest designs, profiles and shortcuts. */
export async function loader(args: Route.LoaderArgs) {
  const signed = requireSigned(args)
  const context = {
    deps: signed.deps,
    session: signed.session,
    customer: signed.customer,
    locale: signed.mail.locale,
  }
  const [shirts, measures, orders] = await Promise.all([
    listShirts(context, [0, 1, 2]),
    listMeasures({
      deps: signed.deps,
      owner: { sessionId: signed.session.id, customerId: signed.customer.id },
    }),
    listOrders(context),
  ])
  return {
    meta: messagesMeta(args.request, 'dashboard'),
    firstName: signed.customer.firstName,
    designs: shirts.slice(0, 3),
    designCount: shirts.length,
    profiles: measures.slice(0, 3).map((profile) => ({
      measureId: profile.measureId,
      name: profile.set_name,
      standard: profile.standard === 1,
      neck: profile.size_neck,
      chest: profile.size_chest,
    })),
    profileCount: measures.length,
    orders: (orders ?? []).slice(0, 3),
  }
}

export const meta = routeMeta

const shortcuts = [
  ['/hemdendesigner', 'dashboard.overview.shortcutDesigner'],
  ['/meine-hemden', 'pages.myShirts.title'],
  ['/massnehmen/massprofil', 'pages.measureProfiles.title'],
  ['/dashboard/addresses', 'pages.dashboardAddresses.title'],
  ['/dashboard/team', 'team.dashboardLink'],
  ['/dashboard/profile', 'pages.dashboardProfile.title'],
  ['/dashboard/settings', 'pages.dashboardSettings.title'],
] as const

function Section({
  title,
  more,
  children,
}: {
  title: string
  more?: { to: string; label: string }
  children: React.ReactNode
}) {
  return (
    <section className="border-t border-chalk pt-6" aria-label={title}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl">{title}</h2>
        {more ? (
          <Link to={more.to} className="link text-[0.95rem]">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  )
}

export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const to = useLocalePath()
  const locale = i18n.language as Locale
  return (
    <div className="space-y-10">
      <PageIntro
        title={t('pages.dashboard.title')}
        lead={t('account.greeting', { name: loaderData.firstName })}
      />

      <Section
        title={t('dashboard.overview.designsTitle')}
        more={
          loaderData.designCount > 0
            ? {
                to: to('/meine-hemden'),
                label: t('dashboard.overview.allDesigns', { count: loaderData.designCount }),
              }
            : undefined
        }
      >
        {loaderData.designs.length === 0 ? (
          <div className="rounded-sm border border-dashed border-chalk p-5">
            <p className="mb-4 text-ink-soft">{t('dashboard.overview.noDesigns')}</p>
            <ButtonLink to={to('/hemdendesigner')} size="sm">
              {t('dashboard.overview.shortcutDesigner')}
            </ButtonLink>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-3">
            {loaderData.designs.map((design) => (
              <li key={design.shirtId} className="overflow-hidden rounded-sm border border-chalk bg-linen">
                <div
                  className="h-24 bg-chalk bg-cover bg-center"
                  style={
                    design.fabricId
                      ? { backgroundImage: `url(/media/samples/${design.fabricId}.jpg)` }
                      : undefined
                  }
                  aria-hidden="true"
                />
                <div className="p-4 text-[0.95rem]">
                  <p className="font-medium">
                    {design.name}
                    {design.selected ? (
                      <span className="ml-2 text-sm text-thread-dark">
                        {t('dashboard.overview.selected')}
                      </span>
                    ) : null}
                  </p>
                  <p className="tabular-nums">{formatPrice(design.priceBrutto, locale)}</p>
                  <p className="text-sm text-ink-soft">
                    {design.measure
                      ? t('dashboard.overview.profileOf', { name: design.measure.name })
                      : t('dashboard.overview.noProfile')}
                  </p>
                  <p className="mt-1 text-sm text-ink-soft">
                    {t(`dashboard.overview.status.${design.orderStatus}`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section
        title={t('dashboard.overview.profilesTitle')}
        more={
          loaderData.profileCount > 0
            ? {
                to: to('/massnehmen/massprofil'),
                label: t('dashboard.overview.allProfiles', { count: loaderData.profileCount }),
              }
            : undefined
        }
      >
        {loaderData.profiles.length === 0 ? (
          <div className="rounded-sm border border-dashed border-chalk p-5">
            <p className="mb-4 text-ink-soft">{t('dashboard.overview.noProfiles')}</p>
            <ButtonLink to={to('/massnehmen')} size="sm" variant="secondary">
              {t('dashboard.overview.measureNow')}
            </ButtonLink>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-3">
            {loaderData.profiles.map((profile) => (
              <li
                key={profile.measureId}
                className="rounded-sm border border-chalk bg-linen p-4 text-[0.95rem]"
              >
                <p className="font-medium">{profile.name}</p>
                {profile.standard ? (
                  <p className="text-sm text-thread-dark">{t('dashboard.overview.standardProfile')}</p>
                ) : null}
                <p className="mt-1 text-sm tabular-nums text-ink-soft">
                  {t('dashboard.overview.profileSizes', {
                    neck: profile.neck ?? '–',
                    chest: profile.chest ?? '–',
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section
        title={t('dashboard.overview.ordersTitle')}
        more={{ to: to('/dashboard/orders'), label: t('pages.dashboardOrders.title') }}
      >
        {loaderData.orders.length === 0 ? (
          <p className="text-ink-soft">{t('dashboard.overview.noOrders')}</p>
        ) : (
          <ul className="divide-y divide-chalk border-y border-chalk">
            {loaderData.orders.map((order) => (
              <li key={order.orderId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <Link to={`${to('/dashboard/orders')}?order=${order.orderId}`} className="link">
                  {t('orders.number', { number: order.number })}
                </Link>
                <span className="text-sm text-ink-soft">
                  {t('orders.date', { date: formatDate(order.createdAt, locale) })} ·{' '}
                  {t(`orders.${order.status}`)}
                </span>
                <span className="tabular-nums">{formatPrice(order.totalBrutto, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('dashboard.overview.shortcutsTitle')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shortcuts.map(([path, label]) => (
            <li key={path}>
              <Link
                to={to(path)}
                className="flex min-h-12 items-center rounded-sm border border-chalk px-4 no-underline hover:border-thread"
              >
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <LogoutButton />
    </div>
  )
}
