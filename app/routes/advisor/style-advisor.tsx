import { data, redirect } from 'react-router'
import { localizePath } from '#config/locale-path.ts'
import { createAdvisedShirt, styleAdviceView } from '#core/advisor/advised-design.ts'
import {
  advisorQuery,
  advisorQuestionOrder,
  completeAnswers,
  parseAdvisorAnswers,
} from '#core/advisor/style-advice.ts'
import { serializeSessionCookie } from '#core/sessions/cookie.ts'
import { guestSessionDays } from '#core/sessions/rules.ts'
import { startSession } from '#core/sessions/use-cases.ts'
import { AdviceResult } from '../../advisor/advice-result.tsx'
import { AdvisorForm } from '../../advisor/advisor-form.tsx'
import { loadContent } from '../../content/content.server.ts'
import { priceFill } from '../../content/price-fill.server.ts'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import type { Route } from './+types/style-advisor'

/** The editorial text below the tool: content/{locale}/stilberater.md with its search metadata. */
const contentPath = 'stilberater'

/**
 * /stilberater: the style advisor on top (answers in the address, the advice worked out from them
 * and today's catalog), the content page's text below it with that page's title, description and
 * headings.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const doc = await loadContent(locale, contentPath)
  if (!doc) pageNotFound(request)
  const fill = await priceFill(shop.deps.db, locale)
  const params = new URL(request.url).searchParams
  const answers = parseAdvisorAnswers(params)
  const complete = completeAnswers(answers)
  return {
    meta: {
      title: fill(doc.title),
      description: fill(doc.description),
      keywords: doc.keywords,
      brandSuffix: false,
    },
    heading: fill(doc.heading ?? doc.title),
    html: fill(doc.html),
    answers,
    advice: complete ? await styleAdviceView(shop.deps, complete, locale) : null,
    complete: complete !== null,
    query: complete ? advisorQuery(complete) : [],
    incomplete: !complete && advisorQuestionOrder.some((question) => params.has(question)),
    structuredData: [
      navBreadcrumb(request, context, [{ name: fill(doc.heading ?? doc.title), path: '/stilberater' }]),
    ],
  }
}

/** Failures the page names; any other refusal of the create is said as 'OTHER'. */
const namedFailures = ['MISSING_ANSWERS', 'SHIRT_CREATE_LIMIT'] as const

/**
 * 'Diesen Entwurf gestalten': the posted answers give the advice again, its first proposal becomes
 * the visitor's selected design (a guest's first write starts the session), and the designer opens
 * with it. Answers outside the offered choices are ignored; missing ones are a 400 naming them.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const params = new URLSearchParams()
  for (const [name, value] of await request.formData())
    if (typeof value === 'string') params.append(name, value)
  const answers = parseAdvisorAnswers(params)
  const complete = completeAnswers(answers)
  if (!complete) {
    const fields = (['occasion', 'formality', 'build', 'season'] as const).filter(
      (question) => !answers[question],
    )
    return data({ failure: 'MISSING_ANSWERS', fields }, { status: 400 })
  }
  let loaded = shop.session
  let cookie: string | null = null
  if (!loaded) {
    const started = await startSession(shop.deps, { lang: locale })
    loaded = started.loaded
    cookie = serializeSessionCookie(started.token, shop.secure, guestSessionDays)
  }
  const headers = new Headers(cookie ? { 'Set-Cookie': cookie } : {})
  const result = await createAdvisedShirt(
    { deps: shop.deps, session: loaded.session, customer: loaded.customer, locale },
    complete,
  )
  if (!result.ok) {
    const failure = (namedFailures as readonly string[]).includes(result.code) ? result.code : 'OTHER'
    return data(
      { failure, fields: [] },
      { status: result.code === 'SHIRT_CREATE_LIMIT' ? 409 : 400, headers },
    )
  }
  throw redirect(localizePath('/hemdendesigner', locale), { headers })
}

export const meta = routeMeta

export default function StyleAdvisorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { advice } = loaderData
  const failure = actionData?.failure ?? null
  return (
    <article>
      <h1 className="mb-6 max-w-3xl text-[2.1rem] sm:text-5xl">{loaderData.heading}</h1>
      <div className="mb-12 grid max-w-4xl gap-8">
        {advice ? (
          <AdviceResult advice={advice} query={loaderData.query} failure={failure} />
        ) : loaderData.complete ? (
          <p role="status">{t('advisor.noAdvice')}</p>
        ) : null}
        {failure && !advice ? (
          <p role="alert" className="text-danger">
            {t(`advisor.failed.${failure}`)}
          </p>
        ) : null}
        <section aria-labelledby="advisor-questions">
          <h2 id="advisor-questions" className="mb-2 text-2xl sm:text-3xl">
            {t(advice ? 'advisor.changeTitle' : 'advisor.title')}
          </h2>
          <p className="mb-4 text-ink-soft">{t('advisor.lead')}</p>
          <AdvisorForm
            answers={loaderData.answers}
            headingId="advisor-questions"
            incomplete={loaderData.incomplete}
          />
        </section>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own Markdown, rendered without raw HTML */}
      <div className="prose-shop" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  )
}
