import { useTranslation } from '../../i18n/react.tsx'

/**
 * The newsletter consent box, one wording everywhere (page, registration, dashboard): it starts
 * unticked unless the customer is already subscribed (a pre-ticked box is no consent under the GDPR), and its
 * text is what the consent record keeps.
 */
export function NewsletterConsentCheckbox({
  defaultChecked = false,
  error,
  required = false,
}: {
  defaultChecked?: boolean
  error?: string
  required?: boolean
}) {
  const { t } = useTranslation()
  return (
    <div>
      <label className="flex min-h-11 items-start gap-3 text-[0.95rem]">
        <input
          type="checkbox"
          name={required ? 'consent' : 'newsletter'}
          defaultChecked={defaultChecked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-consent-error' : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-ink"
        />
        <span>{t('newsletter.consent')}</span>
      </label>
      {error ? (
        <p id="newsletter-consent-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
