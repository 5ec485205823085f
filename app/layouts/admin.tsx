import { NavLink, Outlet, redirect, useLocation } from 'react-router'
import { backOfficeMenu } from '#core/admin/menu.ts'
import { requireBackOffice } from '../admin/guard.server.ts'
import { isAdminLocale, serializeAdminLanguageCookie } from '../admin/locale.ts'
import { addAdminMessages, adminMessages } from '../admin/messages.ts'
import { FoldChevron } from '../components/fold-chevron.tsx'
import { shopContext } from '../context.ts'
import { useTranslation } from '../i18n/react.tsx'
import type { Route } from './+types/admin'

/**
 * The back office's frame: a quiet ink bar with the areas the actor may use, the language choice
 * (German or English, its own cookie) and the way back to the shop. 404 for everybody else.
 */
export function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const url = new URL(args.request.url)
  const chosen = url.searchParams.get('ui')
  if (isAdminLocale(chosen)) {
    url.searchParams.delete('ui')
    throw redirect(url.pathname + url.search, {
      headers: { 'Set-Cookie': serializeAdminLanguageCookie(chosen, args.context.get(shopContext).secure) },
    })
  }
  return {
    locale: office.locale,
    messages: adminMessages[office.locale],
    role: office.actor.role,
    email: office.actor.email,
    ...backOfficeMenu(office.actor),
  }
}

/** The catalog's pages (admin only, core/admin/menu.ts). */
const catalogLinks = [
  ['/admin/fabrics', 'fabrics'],
  ['/admin/parts', 'parts'],
  ['/admin/accessories', 'accessories'],
  ['/admin/templates', 'templates'],
  ['/admin/prices', 'prices'],
] as const

/** The areas of the bar, in order, each only where core/admin/menu.ts lets the actor in. */
function menuLinks(menu: ReturnType<typeof backOfficeMenu>) {
  return [
    ['/admin', 'overview'],
    ['/admin/orders', 'orders'],
    ['/admin/workshop', 'workshop'],
    ['/admin/tickets', 'tickets'],
    ['/admin/feedback', 'feedback'],
    ...(menu.customers ? ([['/admin/customers', 'customers']] as const) : []),
    ...(menu.vouchers ? ([['/admin/vouchers', 'vouchers']] as const) : []),
    ...(menu.newsletter ? ([['/admin/newsletter', 'newsletter']] as const) : []),
    ...(menu.catalog ? catalogLinks : []),
    ...(menu.staff ? ([['/admin/staff', 'staff']] as const) : []),
    ...(menu.audit ? ([['/admin/audit', 'audit']] as const) : []),
    ...(menu.jobs ? ([['/admin/jobs', 'jobs']] as const) : []),
  ] as const
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { i18n, t } = useTranslation()
  addAdminMessages(i18n, loaderData.locale, loaderData.messages)
  const link =
    'rounded-sm px-2 py-1.5 text-sm no-underline hover:bg-ink-soft aria-[current=page]:bg-paper aria-[current=page]:text-ink'
  const other = loaderData.locale === 'de' ? 'en' : 'de'
  const { pathname } = useLocation()
  const links = menuLinks(loaderData).map(([to, key]) => ({ to, label: t(`admin.nav.${key}`) }))
  const current = links.find((item) =>
    item.to === '/admin' ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`),
  )
  return (
    <div className="min-h-screen bg-paper text-ink" data-admin>
      <a href="#admin-main" className="sr-only focus:not-sr-only">
        {t('admin.skip')}
      </a>
      <header className="bg-ink text-paper">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-5">
          <p className="font-serif text-lg">
            Nadel &amp; Faden <span className="text-sm text-chalk">· {t('admin.brand')}</span>
          </p>
          {/* On a phone the areas fold behind one button naming the current one, so the page
              starts on the first screen; from md up they stand in the bar (app.css .phone-fold). */}
          <details key={pathname} className="phone-fold group w-full md:w-auto">
            <summary className="flex min-h-11 md:hidden cursor-pointer items-center gap-2 rounded-sm px-2 text-sm">
              {t('admin.nav.menu')}
              {current ? <span className="text-chalk">· {current.label}</span> : null}
              <FoldChevron className="ml-auto" />
            </summary>
            <nav aria-label={t('admin.nav.label')} className="flex flex-wrap gap-1 pb-2 md:pb-0">
              {links.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.to === '/admin'} className={link}>
                  {item.label}
                </NavLink>
              ))}
            </nav>
          </details>
          <div className="ml-auto flex items-center gap-3 text-xs text-chalk">
            <span>
              {loaderData.email} · {t(`admin.role.${loaderData.role}`)}
            </span>
            <a href={`?ui=${other}`} lang={other} className="text-paper underline">
              {other === 'en' ? 'English' : 'Deutsch'}
            </a>
            <a href="/" className="text-paper underline">
              {t('admin.nav.shop')}
            </a>
          </div>
        </div>
      </header>
      <main id="admin-main" className="mx-auto max-w-7xl px-3 py-5 text-sm sm:px-5">
        <Outlet />
      </main>
    </div>
  )
}
