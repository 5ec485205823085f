import { data, Form, Link, useNavigation } from 'react-router'
import { pageUrl } from '#config/locale-path.ts'
import { SignupProofSchema } from '#core/accounts/signup-proof.ts'
import { isWellFormedAccountToken } from '#core/accounts/tokens.ts'
import { NewsletterTokenSchema, SubscribeFormSchema } from '#core/newsletter/schemas.ts'
import {
  confirmLinkStatus,
  confirmSubscription,
  subscribeToNewsletter,
  unsubscribeByToken,
} from '#core/newsletter/subscriptions.ts'
import { SignupProofField } from '../../components/account/signup-proof-field.tsx'
import { Button } from '../../components/button.tsx'
import { TextField } from '../../components/form-field.tsx'
import { NewsletterConsentCheckbox } from '../../components/newsletter/consent-checkbox.tsx'
import { Notice } from '../../components/notice.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { newsletterConsentText } from '../../lib/newsletter.server.ts'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/newsletter'

type LinkProblem = 'linkUnknown' | 'linkExpired' | 'linkUsed'

const problemOf = { unknown: 'linkUnknown', expired: 'linkExpired', used: 'linkUsed' } as const
const problemOfCode = {
  LINK_UNKNOWN: 'linkUnknown',
  LINK_EXPIRED: 'linkExpired',
  LINK_USED: 'linkUsed',
} as const

/**
 * /newsletter: subscription with double opt-in. The links of the mails land here too
 * (?confirm=, ?unsubscribe=); they only act on a click of the button, so a mail scanner that
 * opens links cannot subscribe or unsubscribe anybody.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const params = pageUrl(request).searchParams
  const confirm = params.get('confirm')
  const unsubscribe = params.get('unsubscribe')
  const base = {
    meta: messagesMeta(request, 'newsletter'),
    email: shop.session?.customer?.email ?? '',
    token: '',
    mode: 'subscribe' as 'subscribe' | 'confirm' | 'unsubscribe',
    problem: null as LinkProblem | null,
  }
  if (confirm !== null) {
    if (!isWellFormedAccountToken(confirm)) return { ...base, problem: 'linkUnknown' as const }
    const state = await confirmLinkStatus(shop.deps, confirm)
    if (state !== 'valid') return { ...base, problem: problemOf[state] }
    return { ...base, mode: 'confirm' as const, token: confirm }
  }
  if (unsubscribe !== null) {
    if (!isWellFormedAccountToken(unsubscribe)) return { ...base, problem: 'linkUnknown' as const }
    return { ...base, mode: 'unsubscribe' as const, token: unsubscribe }
  }
  return base
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const form = Object.fromEntries(await request.formData())
  const email = typeof form.email === 'string' ? form.email : ''
  if (form.intent === 'confirm' || form.intent === 'unsubscribe') {
    const token = NewsletterTokenSchema.safeParse(form)
    if (!token.success) return data({ done: null, problem: 'linkUnknown' as const, email, fields: {} }, 400)
    const result =
      form.intent === 'confirm'
        ? await confirmSubscription(shop.deps, token.data.token, shop.origin)
        : await unsubscribeByToken(shop.deps, token.data.token)
    if (!result.ok) return data({ done: null, problem: problemOfCode[result.code], email, fields: {} }, 400)
    return {
      done: form.intent === 'confirm' ? 'confirmed' : 'unsubscribed',
      problem: null,
      email,
      fields: {},
    }
  }
  const parsed = SubscribeFormSchema.safeParse(form)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message
    return data({ done: null, problem: null, email, fields }, 400)
  }
  const result = await subscribeToNewsletter(
    shop.deps,
    parsed.data.email,
    { origin: shop.origin, locale, source: 'page', consentText: newsletterConsentText(locale) },
    {
      address: shop.clientAddress,
      session: shop.session?.session ?? null,
      proof: SignupProofSchema.safeParse(form).data?.altcha,
    },
  )
  if (!result.ok) {
    const proof = { minutes: Math.ceil(result.retryAfterSeconds / 60) }
    return data(
      { done: null, problem: null, email, fields: {}, proof },
      { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
    )
  }
  return { done: 'sent', problem: null, email: parsed.data.email, fields: {} }
}

export const meta = routeMeta

function Benefits() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="newsletter-benefits" className="mb-8">
      <h2 id="newsletter-benefits" className="text-xl">
        {t('newsletter.benefitsTitle')}
      </h2>
      <ul className="mt-3 space-y-2 text-[0.95rem]">
        {(['fabrics', 'advice', 'offers'] as const).map((key) => (
          <li key={key} className="flex gap-3">
            <span aria-hidden="true" className="mt-[0.55rem] h-1.5 w-1.5 shrink-0 rounded-full bg-thread" />
            {t(`newsletter.benefits.${key}`)}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-soft">{t('newsletter.frequency')}</p>
    </section>
  )
}

/** The button that acts on a link of a mail (confirm or unsubscribe). */
function LinkAction({ intent, token }: { intent: 'confirm' | 'unsubscribe'; token: string }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  return (
    <div>
      <PageIntro title={t(`newsletter.${intent}Title`)} lead={t(`newsletter.${intent}Lead`)} />
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="token" value={token} />
        <Button type="submit" size="full" disabled={navigation.state === 'submitting'}>
          {t(`newsletter.${intent}Button`)}
        </Button>
      </Form>
    </div>
  )
}

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const navigation = useNavigation()
  const done = actionData?.done
  const problem = actionData?.problem ?? (actionData ? null : loaderData.problem)
  const fields = (actionData?.fields ?? {}) as Record<string, string>
  const proof = actionData && 'proof' in actionData ? actionData.proof : null
  const fieldError = (key?: string) =>
    key ? t(key === 'consentRequired' ? `newsletter.errors.${key}` : `account.errors.${key}`) : undefined

  if (done === 'sent')
    return (
      <div className="max-w-md">
        <PageIntro title={t('newsletter.sentTitle')} />
        <Notice message={t('newsletter.sent', { email: actionData?.email })} />
      </div>
    )
  if (done === 'confirmed' || done === 'unsubscribed')
    return (
      <div className="max-w-md">
        <PageIntro title={t('pages.newsletter.title')} />
        <Notice message={t(`newsletter.${done}`)} />
        {done === 'confirmed' ? (
          <Link to={to('/stoffe')} className="link">
            {t('nav.fabrics')}
          </Link>
        ) : (
          <Link to={to('/newsletter')} reloadDocument className="link">
            {t('newsletter.subscribeAgain')}
          </Link>
        )}
      </div>
    )
  if (!actionData && loaderData.mode !== 'subscribe')
    return (
      <div className="max-w-md">
        <LinkAction intent={loaderData.mode} token={loaderData.token} />
      </div>
    )

  return (
    <div className="max-w-md">
      <PageIntro title={t('pages.newsletter.title')} lead={t('pages.newsletter.lead')} />
      <Notice
        tone={problem === 'linkUsed' ? 'success' : 'danger'}
        message={
          problem ? t(`newsletter.errors.${problem}`) : proof ? t('account.signupProof.required') : null
        }
      />
      <Benefits />
      <Form method="post" noValidate className="space-y-5">
        <input type="hidden" name="intent" value="subscribe" />
        <TextField
          label={t('account.emailLabel')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email ?? loaderData.email}
          error={fieldError(fields.email)}
        />
        <NewsletterConsentCheckbox required error={fieldError(fields.consent)} />
        {proof ? <SignupProofField attempt={actionData} minutes={proof.minutes} /> : null}
        <p className="text-sm text-ink-soft">{t('newsletter.doubleOptIn')}</p>
        <Button type="submit" size="full" disabled={navigation.state === 'submitting'}>
          {t('newsletter.submit')}
        </Button>
        <p className="text-sm text-ink-soft">
          {t('newsletter.privacy')}{' '}
          <Link to={to('/datenschutz')} className="link">
            {t('footer.datenschutz')}
          </Link>
        </p>
      </Form>
    </div>
  )
}
