import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { type Country, countries } from '#config/countries.ts'
import type { Locale } from '#config/locales.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { useRootData } from '../lib/use-root-data.ts'
import { useDeliveryCountry } from '../state/delivery-country.ts'

const sortedCountries = (locale: Locale) =>
  [...countries].sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale))

/** The select, the VAT note and the outcome of the last change; shared by header and phone menu. */
function CountryFields({ idPrefix, autoFocus = false }: { idPrefix: string; autoFocus?: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const { auth } = useRootData()
  const { country, busy, choose } = useDeliveryCountry(auth)
  const [outcome, setOutcome] = useState<{ ok: boolean; name: string } | null>(null)
  const selectId = `${idPrefix}-select`
  const noteId = `${idPrefix}-note`
  return (
    <div className="space-y-2">
      <label htmlFor={selectId} className="block text-sm font-medium">
        {t('country.label')}
      </label>
      <select
        id={selectId}
        // biome-ignore lint/a11y/noAutofocus: the panel opens on request; focus goes to its one field
        autoFocus={autoFocus}
        className="min-h-11 w-full rounded-sm border border-chalk bg-paper px-3"
        value={country.countryID}
        disabled={busy}
        aria-describedby={noteId}
        onChange={async (event) => {
          const next = countries.find((candidate) => candidate.countryID === Number(event.target.value))
          if (!next) return
          const result = await choose(next.countryID)
          setOutcome({ ok: result.ok, name: next.name[locale] })
        }}
      >
        {sortedCountries(locale).map((option) => (
          <option key={option.countryID} value={option.countryID}>
            {option.name[locale]} ({option.countryCode})
          </option>
        ))}
      </select>
      <p id={noteId} className="text-xs leading-relaxed text-ink-soft">
        <VatNote country={country} locale={locale} />{' '}
        <Link to={to('/zahlung-versand')} className="link">
          {t('country.shippingLink')}
        </Link>
      </p>
      <p role="status" className="text-xs">
        {outcome ? (
          outcome.ok ? (
            <span className="text-success">{t('country.updated', { name: outcome.name })}</span>
          ) : (
            <span className="text-danger">{t('country.failed')}</span>
          )
        ) : null}
      </p>
    </div>
  )
}

function VatNote({ country, locale }: { country: Country; locale: Locale }) {
  const { t } = useTranslation()
  const name = country.name[locale]
  return <>{country.VAT > 0 ? t('country.vat', { name, rate: country.VAT }) : t('country.noVat', { name })}</>
}

/**
 * Delivery country in the header: a button with the country code that opens a small
 * panel with the choice and the VAT note. Escape or a click outside closes it.
 */
export function HeaderCountryChooser() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { auth } = useRootData()
  const { country } = useDeliveryCountry(auth)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={wrapper} className="relative hidden sm:block">
      <button
        ref={button}
        type="button"
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-sm px-2 text-sm font-medium hover:bg-linen"
        aria-expanded={open}
        aria-controls={panelId}
        title={t('country.button', { name: country.name[locale] })}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Z" />
          <path d="M3 7.5 12 12l9-4.5M12 12v9" />
        </svg>
        {/* The country by its name, so it is not a second 'DE' beside the language switcher. The
            name holds what is visible (WCAG 2.5.3): 'Lieferung nach Deutschland – ändern'. */}
        <span className="sr-only font-normal text-ink-soft 2xl:not-sr-only">{t('country.short')} </span>
        <span>{country.name[locale]}</span>
        <span className="sr-only"> – {t('country.change')}</span>
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute top-full right-0 z-40 mt-1 w-80 rounded-sm border border-chalk bg-paper p-4 shadow-lg"
        >
          <CountryFields idPrefix={`${panelId}-header`} autoFocus />
        </div>
      ) : null}
    </div>
  )
}

/** The same choice inside the phone menu, where the header has no room for it. */
export function MenuCountryChooser() {
  return (
    <div className="border-b border-chalk/60 py-4 sm:hidden">
      <CountryFields idPrefix="menu-country" />
    </div>
  )
}
