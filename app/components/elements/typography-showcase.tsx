import { useTranslation } from '../../i18n/react.tsx'

/** Headings, body text, prices and measurements with tabular figures. */
export function TypographyShowcase() {
  const { t } = useTranslation()
  return (
    <div className="space-y-6">
      <h1 className="text-5xl">{t('home.title')}</h1>
      <h2 className="text-4xl">{t('home.stepsTitle')}</h2>
      <h3 className="text-2xl">{t('home.promiseTitle')}</h3>
      <p className="max-w-prose text-lg">{t('home.lead')}</p>
      <p className="max-w-prose">{t('home.step2Text')}</p>
      <p className="tabular text-2xl">
        89,90 € · 119,00 € · 41,5 cm · 104 cm{' '}
        <span className="text-sm text-ink-soft">{t('price.inclVat')}</span>
      </p>
      <p className="text-sm text-ink-soft">{t('footer.priceNote')}</p>
    </div>
  )
}
