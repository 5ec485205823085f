import { useRef } from 'react'
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { pageUrl } from '#config/locale-path.ts'
import { normaliseEmail } from '#core/accounts/passwords.ts'
import { registerCustomer } from '#core/accounts/register.ts'
import { fieldErrors, RegisterSchema } from '#core/accounts/schemas.ts'
import { SignupProofSchema } from '#core/accounts/signup-proof.ts'
import { serializeSessionCookie } from '#core/sessions/cookie.ts'
import { guestSessionDays } from '#core/sessions/rules.ts'
import { rememberEmail, startSession } from '#core/sessions/use-cases.ts'
import { SignupProofField } from '../../components/account/signup-proof-field.tsx'
import { AccountSwitchLink } from '../../components/account-switch-link.tsx'
import { Button } from '../../components/button.tsx'
import { FormAlert, TextField } from '../../components/form-field.tsx'
import { NewsletterConsentCheckbox } from '../../components/newsletter/consent-checkbox.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { requireGuest } from '../../lib/guards.server.ts'
import { newsletterConsentText } from '../../lib/newsletter.server.ts'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useFocusFirstError } from '../../lib/use-focus-first-error.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/register'

/** /register: split layout, guests only; the new account keeps the guest's designs and profiles. */
export function loader(args: Route.LoaderArgs) {
  requireGuest(args)
  return { meta: messagesMeta(args.request, 'register') }
}

const kept = ['email', 'salutation', 'firstName', 'lastName'] as const

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const form = Object.fromEntries(await request.formData())
  const values = Object.fromEntries(kept.map((key) => [key, typeof form[key] === 'string' ? form[key] : '']))
  const parsed = RegisterSchema.safeParse(form)
  if (!parsed.success) return data({ fields: fieldErrors(parsed.error), values }, { status: 400 })
  // A visitor without a session gets one, with its cookie: opened in this browser, the
  // confirmation link logs it in (docs/decisions/024).
  let session = shop.session?.session
  const headers = new Headers()
  if (!session) {
    const started = await startSession(shop.deps, { lang: locale })
    session = started.loaded.session
    headers.append('Set-Cookie', serializeSessionCookie(started.token, shop.secure, guestSessionDays))
  }
  const result = await registerCustomer(
    shop.deps,
    session,
    parsed.data,
    {
      origin: shop.origin,
      locale,
      consentText: newsletterConsentText(locale),
      // Registering from checkout: the confirmation mail's link leads back there after the login.
      redirectTo: pageUrl(request).searchParams.get('redirectTo'),
    },
    { address: shop.clientAddress, session, proof: SignupProofSchema.safeParse(form).data?.altcha },
  )
  if (!result.ok && result.code === 'PROOF_OF_WORK_REQUIRED') {
    const proof = { minutes: Math.ceil(result.retryAfterSeconds / 60) }
    headers.set('Retry-After', String(result.retryAfterSeconds))
    return data({ fields: {}, values, proof }, { status: 429, headers })
  }
  if (!result.ok) return data({ fields: { password: 'passwordTooCommon' }, values }, { status: 400, headers })
  // The next login form in this browser starts with the address (new and taken alike).
  await rememberEmail(shop.deps, session, normaliseEmail(parsed.data.email))
  // The same answer for a new and a taken address (docs/decisions/008): look into the inbox.
  return data({ fields: {}, values: { email: parsed.data.email }, sent: true }, { headers })
}

export const meta = routeMeta

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  useFocusFirstError(box, actionData)
  const to = useLocalePath()
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const fields = (actionData?.fields ?? {}) as Record<string, string>
  const values = (actionData?.values ?? {}) as Record<string, string>
  const error = (key?: string) => (key ? t(`account.errors.${key}`) : undefined)
  const redirectTo = params.get('redirectTo')
  const proof = actionData && 'proof' in actionData ? actionData.proof : null
  if (actionData && 'sent' in actionData) {
    return (
      <div ref={box} className="max-w-md">
        <PageIntro
          title={t('account.checkInboxTitle')}
          lead={t('account.checkInboxLead', { email: values.email })}
        />
        <p className="text-[0.95rem] text-ink-soft">{t('account.checkInboxNote')}</p>
        <p className="mt-6">
          <Link to={loginPath(to('/login'), redirectTo)} className="link">
            {t('account.loginLink')}
          </Link>
        </p>
      </div>
    )
  }
  return (
    <div ref={box} className="max-w-md">
      <PageIntro title={t('pages.register.title')} lead={t('pages.register.lead')} />
      <FormAlert
        message={
          proof
            ? t('account.signupProof.required')
            : Object.keys(fields).length > 0
              ? t('account.errors.summary')
              : null
        }
      />
      <Form method="post" noValidate className="space-y-5">
        <div>
          <label htmlFor="field-salutation" className="mb-1 block text-sm font-medium">
            {t('account.salutationLabel')}
          </label>
          <select
            id="field-salutation"
            name="salutation"
            defaultValue={values.salutation ?? ''}
            className="min-h-12 w-full rounded-sm border border-chalk bg-white px-3"
          >
            <option value="">{t('account.salutationNone')}</option>
            <option value="Frau">{t('account.salutationFrau')}</option>
            <option value="Herr">{t('account.salutationHerr')}</option>
            <option value="divers">{t('account.salutationDivers')}</option>
          </select>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('account.firstNameLabel')}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={values.firstName}
            error={error(fields.firstName)}
          />
          <TextField
            label={t('account.lastNameLabel')}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={values.lastName}
            error={error(fields.lastName)}
          />
        </div>
        <TextField
          label={t('account.emailLabel')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={error(fields.email)}
        />
        <TextField
          label={t('account.passwordLabel')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint={t('account.passwordHint')}
          error={error(fields.password)}
        />
        <NewsletterConsentCheckbox />
        {proof ? <SignupProofField attempt={actionData} minutes={proof.minutes} /> : null}
        <p className="text-sm text-ink-soft">
          {t('account.privacyNote')}{' '}
          <Link to={to('/datenschutz')} className="link">
            {t('footer.datenschutz')}
          </Link>
        </p>
        <Button type="submit" size="full" disabled={navigation.state === 'submitting'}>
          {t('account.registerSubmit')}
        </Button>
      </Form>
      <AccountSwitchLink
        question={t('account.haveAccount')}
        label={t('account.loginLink')}
        path={to('/login')}
        redirectTo={redirectTo}
      />
    </div>
  )
}

function loginPath(path: string, redirectTo: string | null) {
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path
}
