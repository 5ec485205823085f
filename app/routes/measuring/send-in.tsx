import { Link } from 'react-router'
import { brand } from '#config/brand.ts'
import { ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/send-in'

/** /massnehmen/hemd-einsenden: how to send a well-fitting shirt in (address from config/brand.ts). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { t } = requestLocale(request)
  const meta = messagesMeta(request, 'sendIn')
  return {
    meta,
    structuredData: [
      navBreadcrumb(request, context, [
        { name: t('nav.measuring'), path: '/massnehmen' },
        { name: meta.title, path: '/massnehmen/hemd-einsenden' },
      ]),
    ],
  }
}

export const meta = routeMeta

const steps = ['choose', 'account', 'note', 'pack', 'send'] as const
const include = ['name', 'email', 'wishes', 'return'] as const

export default function SendInPage() {
  const { t } = useTranslation()
  const to = useLocalePath()
  const company = brand.company
  return (
    <div>
      <PageIntro title={t('pages.sendIn.title')} lead={t('pages.sendIn.lead')} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="max-w-prose">
          <h2 className="text-3xl">{t('measuring.sendIn.stepsTitle')}</h2>
          <ol className="mt-5 space-y-5">
            {steps.map((step, index) => (
              <li key={step} className="grid grid-cols-[2.25rem_1fr] gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 items-center justify-center rounded-full border border-thread font-serif text-lg text-thread-dark"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-xl">{t(`measuring.sendIn.steps.${step}.title`)}</h3>
                  <p className="mt-1">{t(`measuring.sendIn.steps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <h2 className="mt-12 text-3xl">{t('measuring.sendIn.includeTitle')}</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            {include.map((item) => (
              <li key={item}>{t(`measuring.sendIn.include.${item}`)}</li>
            ))}
          </ul>
          <h2 className="mt-12 text-3xl">{t('measuring.sendIn.afterTitle')}</h2>
          <p className="mt-3">{t('measuring.sendIn.afterText')}</p>
          <p className="mt-3">{t('measuring.sendIn.returnText')}</p>
          <p className="mt-3 text-ink-soft">{t('measuring.sendIn.careText')}</p>
        </div>
        <aside className="space-y-6 lg:sticky lg:top-6 lg:self-start">
          <section className="rounded-sm bg-linen p-6" aria-labelledby="address">
            <h2 id="address" className="text-2xl">
              {t('measuring.sendIn.addressTitle')}
            </h2>
            <address className="mt-3 not-italic leading-relaxed" data-testid="send-in-address">
              {company.legalName}
              <br />
              {t('measuring.sendIn.addressLine')}
              <br />
              {company.street}
              <br />
              {company.postalCode} {company.city}
              <br />
              {company.country}
            </address>
          </section>
          <section className="rounded-sm border border-chalk bg-white p-6" aria-labelledby="questions">
            <h2 id="questions" className="text-2xl">
              {t('measuring.sendIn.questionsTitle')}
            </h2>
            <p className="mt-3 text-[0.95rem]">
              {t('measuring.sendIn.questionsText', { email: company.email, phone: company.phone })}
            </p>
            <ButtonLink to={`${to('/service/new')}?about=send-in`} variant="secondary" className="mt-4">
              {t('measuring.sendIn.serviceLink')}
            </ButtonLink>
          </section>
          <p className="text-sm">
            <Link to={to('/massnehmen/neu/hemdmasse')} className="link">
              {t('measuring.sendIn.measureYourself')}
            </Link>
          </p>
        </aside>
      </div>
    </div>
  )
}
