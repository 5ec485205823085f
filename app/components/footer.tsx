import { Link } from 'react-router'
import { brand } from '#config/brand.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'
import { ConsentSettingsButton } from './consent/consent-settings-button.tsx'
import { Logo } from './logo.tsx'

const columns = [
  {
    title: 'footer.shopTitle',
    links: [
      ['/hemdendesigner', 'nav.designer'],
      ['/masshemden', 'nav.templates'],
      ['/stoffe', 'nav.fabrics'],
      ['/shop', 'nav.shop'],
      ['/geschenkgutscheine', 'footer.giftVouchers'],
      ['/7er', 'footer.package7'],
      ['/firmenhemden', 'footer.corporate'],
    ],
  },
  {
    title: 'footer.serviceTitle',
    links: [
      ['/so-funktionierts', 'nav.howItWorks'],
      ['/massnehmen', 'nav.measuring'],
      ['/faq', 'nav.faq'],
      ['/manuals', 'nav.manuals'],
      ['/service', 'nav.service'],
      ['/pflege', 'footer.care'],
      ['/stilberater', 'footer.styleAdvisor'],
    ],
  },
  {
    title: 'footer.aboutTitle',
    links: [
      ['/nadel-und-faden', 'footer.provider'],
      ['/ihre-vorteile', 'footer.advantages'],
      ['/erstbestellerkulanz', 'footer.firstOrder'],
      ['/news', 'nav.news'],
      ['/glossar', 'nav.glossary'],
    ],
  },
] as const

const legalLinks = [
  ['/impressum', 'footer.impressum'],
  ['/agb', 'footer.agb'],
  ['/datenschutz', 'footer.datenschutz'],
  ['/widerruf', 'footer.widerruf'],
  // § 356a BGB: the withdrawal function must be reachable from every page.
  ['/vertrag-widerrufen', 'withdrawal.footerLink'],
  // BFSG: the accessibility statement, next to the legal texts on every page.
  ['/barrierefreiheit', 'accessibilityStatement.footerLink'],
  ['/zahlung-versand', 'footer.zahlungVersand'],
  ['/newsletter', 'footer.newsletter'],
  ['/sitemap', 'footer.sitemap'],
] as const

/** Side padding; on the left also the feedback tab's gutter, where the shell has one (app.css). */
const inset =
  'pr-4 pl-[calc(1rem+var(--feedback-gutter,0px))] sm:pr-6 sm:pl-[calc(1.5rem+var(--feedback-gutter,0px))]'

/** Site footer with the legal links every page must reach (Impressum, AGB, Datenschutz, Widerruf). */
export function Footer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const year = new Date().getFullYear()
  return (
    <footer className="mt-auto border-t border-chalk bg-linen">
      {compact ? null : (
        <div className={`mx-auto grid max-w-7xl gap-10 py-12 md:grid-cols-4 ${inset}`}>
          <div>
            <Logo />
            <p className="mt-4 text-sm text-ink-soft">{t('footer.contactLine')}</p>
            {/* One link a line, each at least 24 px high: a touch target of WCAG 2.2 (2.5.8). */}
            <p className="mt-2 flex flex-col items-start text-sm">
              <a className="link inline-flex min-h-8 items-center" href={`mailto:${brand.company.email}`}>
                {brand.company.email}
              </a>
              <a
                className="link tabular inline-flex min-h-8 items-center"
                href={`tel:${brand.company.phone.replace(/\s/g, '')}`}
              >
                {brand.company.phone}
              </a>
            </p>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2 className="font-sans text-sm font-semibold uppercase tracking-[0.12em] text-thread-dark">
                {t(column.title)}
              </h2>
              <ul className="mt-3 space-y-1">
                {column.links.map(([path, key]) => (
                  <li key={path}>
                    <Link
                      to={to(path)}
                      className="inline-block py-1 text-[0.95rem] no-underline hover:underline"
                    >
                      {t(key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      )}
      <div className="border-t border-chalk">
        <div
          className={`mx-auto flex max-w-7xl flex-col gap-3 py-5 text-sm md:flex-row md:items-center md:justify-between ${inset}`}
        >
          <nav aria-label={t('a11y.legalNav')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {legalLinks.map(([path, key]) => (
                <li key={path}>
                  <Link to={to(path)} className="inline-block py-1 no-underline hover:underline">
                    {t(key)}
                  </Link>
                </li>
              ))}
              <li>
                <ConsentSettingsButton className="inline-block py-1 hover:underline" />
              </li>
            </ul>
          </nav>
          <p className="text-ink-soft">
            {t('footer.priceNote')} {t('footer.copyright', { year })}
          </p>
        </div>
      </div>
    </footer>
  )
}
