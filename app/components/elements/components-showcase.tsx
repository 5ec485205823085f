import { formatPrice } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocale } from '../../lib/use-locale.ts'

/** Notices, cards, badges and form fields in the brand's tokens. */
export function ComponentsShowcase({ package7Cents }: { package7Cents: number }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section className="space-y-3" aria-label="notices">
        <p role="status" className="rounded-sm border-l-4 border-success bg-linen px-4 py-3">
          {t('build.newVersion')}
        </p>
        <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-4 py-3">
          {t('errors.faultText')}
        </p>
        <p className="rounded-sm border-l-4 border-info bg-linen px-4 py-3">{t('footer.priceNote')}</p>
      </section>
      <section className="rounded-sm border border-chalk bg-linen p-6" aria-label="card">
        <span className="inline-block rounded-full bg-ink px-2.5 py-0.5 text-xs text-paper">
          Standardprofil
        </span>
        <h2 className="mt-3 text-2xl">{t('home.package7Title')}</h2>
        <p className="mt-2 text-ink-soft">{t('home.package7Text')}</p>
        <p className="tabular mt-4 text-xl">
          {formatPrice(package7Cents / 100, locale)}{' '}
          <span className="text-sm text-ink-soft">{t('price.inclVat')}</span>
        </p>
      </section>
      <section className="space-y-4 md:col-span-2" aria-label="form">
        <label className="block">
          <span className="mb-1 block text-sm font-medium">E-Mail</span>
          <input
            type="email"
            className="min-h-11 w-full rounded-sm border border-chalk bg-white px-3"
            defaultValue="kunde@example.com"
          />
        </label>
        <label className="block">
          <span className="mb-1 block text-sm font-medium">Passwort</span>
          <input
            type="password"
            aria-invalid="true"
            aria-describedby="showcase-error"
            className="min-h-11 w-full rounded-sm border-2 border-danger bg-white px-3"
          />
          <span id="showcase-error" className="mt-1 block text-sm text-danger">
            {t('guard.loginRequired')}
          </span>
        </label>
      </section>
    </div>
  )
}
