import { useState } from 'react'
import { Link, NavLink } from 'react-router'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'
import { useRootData } from '../lib/use-root-data.ts'
import { useAuthState } from '../state/auth-store.ts'
import { useCartCount } from '../state/cart-count.ts'
import { HeaderCountryChooser, MenuCountryChooser } from './country-chooser.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { Logo } from './logo.tsx'
import { SearchForm } from './search-form.tsx'

/** The main menu: the page, its name in the phone menu and its shorter name in the desktop bar. */
const navItems = [
  ['/hemdendesigner', 'nav.designer', 'nav.bar.designer'],
  ['/masshemden', 'nav.templates', 'nav.bar.templates'],
  ['/stoffe', 'nav.fabrics', 'nav.bar.fabrics'],
  ['/stilberater', 'nav.advisor', 'nav.bar.advisor'],
  ['/massnehmen', 'nav.measuring', 'nav.bar.measuring'],
  ['/shop', 'nav.shop', 'nav.bar.shop'],
  ['/so-funktionierts', 'nav.howItWorks', 'nav.bar.howItWorks'],
] as const

/** Site header: navigation, language switch, account link and cart count. */
export function Header({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const root = useRootData()
  const auth = useAuthState(root.auth)
  const cartCount = useCartCount()
  const [open, setOpen] = useState(false)
  return (
    <header className="border-b border-chalk bg-paper/95">
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      {/* A least height, not a fixed one: with larger text spacing the logo's name takes more
          lines and the row grows with it (WCAG 1.4.12). */}
      <div
        className={`mx-auto flex items-center gap-2 px-3 sm:gap-4 sm:px-6 ${compact ? 'min-h-14 max-w-none' : 'min-h-16 max-w-7xl sm:min-h-20'}`}
      >
        {/* The logo is what gives way on a narrow screen (its name breaks onto two lines): the
            language switch, account, cart and menu button keep their 44 px each and stay in view
            at 320 px (WCAG 1.4.10). */}
        <Link to={to('/')} className="min-w-0 no-underline" aria-label={t('a11y.home')}>
          <Logo wrap />
        </Link>
        {/* The bar's names are the short ones and never wrap: a name broken over two lines (or
            mid-word, 'Tiss-us') reads as two items. Every language's bar fits at 1280 px, the
            narrowest width that shows it (tests/e2e/header-fit.spec.ts). */}
        <nav aria-label={t('a11y.mainNav')} className="ml-2 hidden min-w-0 xl:block">
          <ul className="flex items-center">
            {navItems.map(([path, , barKey]) => (
              <li key={path}>
                <NavLink
                  to={to(path)}
                  className={({ isActive }) =>
                    `block rounded-sm px-2 py-1.5 text-[0.95rem] leading-tight whitespace-nowrap no-underline hover:bg-linen ${isActive ? 'text-thread-dark underline decoration-thread underline-offset-4' : ''}`
                  }
                >
                  {t(barKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center sm:gap-1">
          {/* The search: a link to /suche and its GET form, so it works without JavaScript too; the
              phone menu holds the form itself. */}
          <Link
            to={to('/suche')}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm no-underline hover:bg-linen"
            aria-label={t('nav.search')}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="m15.5 15.5 5 5" />
            </svg>
          </Link>
          <LanguageSwitcher />
          <HeaderCountryChooser />
          <Link
            to={to(auth.isAuth ? '/dashboard' : '/login')}
            className="inline-flex min-h-11 items-center gap-2 rounded-sm px-2 text-sm no-underline hover:bg-linen"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
            </svg>
            <span className="hidden whitespace-nowrap sm:inline">
              {t(auth.isAuth ? 'nav.account' : 'nav.login')}
            </span>
            <span className="sr-only sm:hidden">{t(auth.isAuth ? 'nav.account' : 'nav.login')}</span>
          </Link>
          <Link
            to={to('/cart')}
            className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm no-underline hover:bg-linen"
            aria-label={t('nav.cartCount', { count: cartCount })}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <path d="M5 8h14l-1.2 12H6.2L5 8Z" />
              <path d="M9 8V6a3 3 0 0 1 6 0v2" />
            </svg>
            {cartCount > 0 ? (
              <span className="tabular absolute top-1 right-0 min-w-5 rounded-full bg-thread px-1 text-center text-[0.7rem] leading-5 text-white">
                {cartCount}
              </span>
            ) : null}
          </Link>
          <button
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm hover:bg-linen xl:hidden"
            aria-expanded={open}
            aria-controls="mobile-nav"
            aria-label={t(open ? 'a11y.closeMenu' : 'a11y.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      <nav
        id="mobile-nav"
        aria-label={t('a11y.mainNav')}
        hidden={!open}
        className="border-t border-chalk xl:hidden"
      >
        {/* Clear of the feedback tab, as main and the footer are (the gutter of app.css). */}
        {open ? (
          <div className="mx-auto max-w-7xl pr-4 pl-[calc(1rem+var(--feedback-gutter,0px))]">
            <MenuCountryChooser />
            <div className="py-3">
              <SearchForm id="menu-search-q" />
            </div>
          </div>
        ) : null}
        <ul className="mx-auto max-w-7xl py-2 pr-4 pl-[calc(1rem+var(--feedback-gutter,0px))]">
          {navItems.map(([path, key]) => (
            <li key={path}>
              <Link
                to={to(path)}
                onClick={() => setOpen(false)}
                className="block min-h-11 border-b border-chalk/60 py-3 no-underline"
              >
                {t(key)}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={to('/meine-hemden')}
              onClick={() => setOpen(false)}
              className="block min-h-11 py-3 no-underline"
            >
              {t('nav.myShirts')}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  )
}
