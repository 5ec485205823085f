import { Link, Outlet } from 'react-router'
import { BuildWatcher } from '../components/build-watcher.tsx'
import { Footer } from '../components/footer.tsx'
import { Logo } from '../components/logo.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'

/** [checkout] no distractions: logo, back to the cart, the order steps, legal links. */
export default function CheckoutLayout() {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div className="flex min-h-screen flex-col" data-layout="checkout">
      <header className="border-b border-chalk">
        <a href="#main" className="skip-link">
          {t('a11y.skipToContent')}
        </a>
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Link to={to('/')} className="no-underline" aria-label={t('a11y.home')}>
            <Logo />
          </Link>
          <Link to={to('/cart')} className="link text-sm">
            {t('nav.cart')}
          </Link>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 focus:outline-none sm:px-6"
      >
        <Outlet />
      </main>
      <Footer compact />
      <BuildWatcher />
    </div>
  )
}
