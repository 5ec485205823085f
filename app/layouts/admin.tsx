import { NavLink, Outlet, redirect } from 'react-router'
import { backOfficeMenu } from '#core/admin/menu.ts'
import { requireBackOffice } from '../admin/guard.server.ts'
import { isAdminLocale, serializeAdminLanguageCookie } from '../admin/locale.ts'
import { addAdminMessages, adminMessages } from '../admin/messages.ts'
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

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { i18n, t } = useTranslation()
  addAdminMessages(i18n, loaderData.locale, loaderData.messages)
  const link =
    'rounded-sm px-2 py-1.5 text-sm no-underline hover:bg-ink-soft aria-[current=page]:bg-paper aria-[current=page]:text-ink'
  const other = loaderData.locale === 'de' ? 'en' : 'de'
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
          <nav aria-label={t('admin.nav.label')} className="flex flex-wrap gap-1">
            <NavLink to="/admin" end className={link}>
              {t('admin.nav.overview')}
            </NavLink>
            <NavLink to="/admin/orders" className={link}>
              {t('admin.nav.orders')}
            </NavLink>
            <NavLink to="/admin/workshop" className={link}>
              {t('admin.nav.workshop')}
            </NavLink>
            <NavLink to="/admin/tickets" className={link}>
              {t('admin.nav.tickets')}
            </NavLink>
            <NavLink to="/admin/feedback" className={link}>
              {t('admin.nav.feedback')}
            </NavLink>
            {loaderData.customers ? (
              <NavLink to="/admin/customers" className={link}>
                {t('admin.nav.customers')}
              </NavLink>
            ) : null}
            {loaderData.vouchers ? (
              <NavLink to="/admin/vouchers" className={link}>
                {t('admin.nav.vouchers')}
              </NavLink>
            ) : null}
            {loaderData.newsletter ? (
              <NavLink to="/admin/newsletter" className={link}>
                {t('admin.nav.newsletter')}
              </NavLink>
            ) : null}
            {loaderData.catalog
              ? catalogLinks.map(([to, key]) => (
                  <NavLink key={to} to={to} className={link}>
                    {t(`admin.nav.${key}`)}
                  </NavLink>
                ))
              : null}
            {loaderData.staff ? (
              <NavLink to="/admin/staff" className={link}>
                {t('admin.nav.staff')}
              </NavLink>
            ) : null}
            {loaderData.audit ? (
              <NavLink to="/admin/audit" className={link}>
                {t('admin.nav.audit')}
              </NavLink>
            ) : null}
            {loaderData.jobs ? (
              <NavLink to="/admin/jobs" className={link}>
                {t('admin.nav.jobs')}
              </NavLink>
            ) : null}
          </nav>
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
