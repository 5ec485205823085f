import { brand } from '#config/brand.ts'
import { localeSettings } from '#config/locales.ts'
import { criteria, gapsIn, reviewedOn, summarizeConformance } from '#core/accessibility/conformance.ts'
import { formatDate } from '#core/format.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { requestLocale } from '../lib/page.server.ts'
import { routeMeta } from '../lib/seo.ts'
import type { Route } from './+types/accessibility-statement'

/**
 * /barrierefreiheit: the accessibility statement of the BFSG, in the page's language, generated
 * from the conformance table (core/accessibility/conformance.ts): the status, what is not yet
 * accessible, when and how it was assessed, whom to tell, and where to complain.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { locale, t } = requestLocale(request)
  return {
    meta: {
      title: t('accessibilityStatement.metaTitle'),
      description: t('accessibilityStatement.metaDescription'),
    },
    summary: summarizeConformance(criteria),
    gaps: gapsIn(criteria, locale),
    // Formatted on the server alone, so that the browser's date library cannot render it differently.
    reviewed: formatDate(reviewedOn, localeSettings[locale].iso),
  }
}

export const meta = routeMeta

export default function AccessibilityStatementPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { summary, gaps, reviewed } = loaderData
  const { email, phone } = brand.company
  return (
    <article>
      <PageIntro
        title={t('accessibilityStatement.title')}
        lead={t('accessibilityStatement.lead', { company: brand.company.legalName })}
      />
      <div className="prose-shop">
        <section aria-labelledby="statement-status">
          <h2 id="statement-status">{t('accessibilityStatement.statusTitle')}</h2>
          <p data-testid="conformance-status">
            <strong>
              {t(
                summary.conformance === 'full'
                  ? 'accessibilityStatement.statusFull'
                  : 'accessibilityStatement.statusPartial',
              )}
            </strong>
          </p>
          <p>{t('accessibilityStatement.statusCounts', { ...summary })}</p>
        </section>
        <section aria-labelledby="statement-gaps">
          <h2 id="statement-gaps">{t('accessibilityStatement.gapsTitle')}</h2>
          {gaps.length === 0 ? (
            <p>{t('accessibilityStatement.noGaps')}</p>
          ) : (
            <>
              <p>{t('accessibilityStatement.gapsIntro')}</p>
              <ul data-testid="accessibility-gaps">
                {gaps.map((gap) => (
                  <li key={gap.id}>
                    {gap.text}{' '}
                    <span className="text-ink-soft">
                      ({t('accessibilityStatement.gapCriterion', { id: gap.id, level: gap.level })})
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section aria-labelledby="statement-method">
          <h2 id="statement-method">{t('accessibilityStatement.methodTitle')}</h2>
          <p>{t('accessibilityStatement.method')}</p>
          <p>{t('accessibilityStatement.reviewed', { date: reviewed })}</p>
        </section>
        <section aria-labelledby="statement-contact">
          <h2 id="statement-contact">{t('accessibilityStatement.contactTitle')}</h2>
          <p>{t('accessibilityStatement.contact')}</p>
          <ul>
            <li>
              {t('accessibilityStatement.contactEmail')}: <a href={`mailto:${email}`}>{email}</a>
            </li>
            <li>
              {t('accessibilityStatement.contactPhone')}:{' '}
              <a className="tabular" href={`tel:${phone.replace(/\s/g, '')}`}>
                {phone}
              </a>
            </li>
          </ul>
          <p>{t('accessibilityStatement.contactHours')}</p>
        </section>
        <section aria-labelledby="statement-enforcement">
          <h2 id="statement-enforcement">{t('accessibilityStatement.enforcementTitle')}</h2>
          <p>{t('accessibilityStatement.enforcement')}</p>
          {/* The authority's German name, spoken as German in every language (WCAG 3.1.2). */}
          <p>
            <span lang="de">{t('accessibilityStatement.enforcementBody')}</span>,{' '}
            {t('accessibilityStatement.enforcementPlace')}
          </p>
        </section>
      </div>
    </article>
  )
}
