import { useEffect, useMemo, useRef } from 'react'
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { localizePath, pageUrl } from '#config/locale-path.ts'
import { loginCustomer } from '#core/accounts/login.ts'
import { confirmRegistration } from '#core/accounts/manage.ts'
import { fieldErrors, LoginSchema } from '#core/accounts/schemas.ts'
import { isWellFormedAccountToken } from '#core/accounts/tokens.ts'
import { safeRedirectPath } from '#core/navigation/safe-navigation.ts'
import { deviceCookieName, readCookie, serializeSessionCookie } from '#core/sessions/cookie.ts'
import { guestSessionDays } from '#core/sessions/rules.ts'
import { knownEmailChoice, rememberEmail, startSession } from '#core/sessions/use-cases.ts'
import { LoginProof, type LoginProofHandle } from '../../components/account/login-proof.tsx'
import { AccountSwitchLink } from '../../components/account-switch-link.tsx'
import { Button, ButtonLink } from '../../components/button.tsx'
import { FormAlert, TextField } from '../../components/form-field.tsx'
import { Notice } from '../../components/notice.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { requireGuest } from '../../lib/guards.server.ts'
import { loginFailure } from '../../lib/login-failure.server.ts'
import { redirectAfterLogin } from '../../lib/login-redirect.server.ts'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useFocusFirstError } from '../../lib/use-focus-first-error.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/login'

/** /login: split layout, guests only; back to `redirectTo` after login. */
export async function loader(args: Route.LoaderArgs) {
  const params = pageUrl(args.request).searchParams
  const confirm = params.get('confirm')
  // The link of the welcome mail: confirm the account, then log in with the password.
  let notice: string | null = null
  const shop = args.context.get(shopContext)
  const opener = shop.session?.session ?? null
  if (confirm !== null) {
    const result = isWellFormedAccountToken(confirm)
      ? await confirmRegistration(shop.deps, confirm, opener)
      : ({ ok: false, code: 'LINK_UNKNOWN' } as const)
    // Opened in the browser that registered: logged in, straight on to where the registration
    // came from (checkout with the cart), else the dashboard (docs/decisions/024).
    if (result.ok && result.login) {
      const { locale } = requestLocale(args.request)
      const target = safeRedirectPath(result.returnPath, localizePath('/dashboard', locale))
      throw redirect(target, {
        headers: {
          'Set-Cookie': serializeSessionCookie(result.login.token, shop.secure, result.login.lifetimeDays),
        },
      })
    }
    // Confirmed elsewhere: on to the login form without the token in the address, and with the way
    // back the registration came from (links mailed before it was kept with the token carry it).
    if (result.ok) {
      if (opener) await rememberEmail(shop.deps, opener, result.email)
      const next = new URLSearchParams({ confirmed: '1' })
      const back = result.returnPath ?? params.get('redirectTo')
      if (back) next.set('redirectTo', back)
      throw redirect(`${pageUrl(args.request).pathname}?${next}`)
    }
    notice = linkNotice[result.code]
  }
  // A customer who is already logged in (also one opening a confirmation link) goes on to the dashboard.
  requireGuest(args)
  if (!notice && params.get('confirmed') === '1') notice = 'confirmed'
  if (!notice && params.get('reset') === '1') notice = 'passwordReset'
  if (!notice && params.get('deleted') === '1') notice = 'accountDeleted'
  // The address this browser gave last (registration, guest order) fills the form.
  const email = shop.session?.session.choices[knownEmailChoice] ?? ''
  return { meta: messagesMeta(args.request, 'login'), notice, email }
}

/** The checkout in any language (`/checkout`, `/en/checkout`): the way back a guest may order from. */
function isCheckoutPath(path: string) {
  return /^\/(?:(?:en|fr|es)\/)?checkout(?:\?|$)/.test(path)
}

const linkNotice = {
  LINK_UNKNOWN: 'linkUnknown',
  LINK_EXPIRED: 'confirmExpired',
  LINK_USED: 'confirmUsed',
} as const

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const form = Object.fromEntries(await request.formData())
  const email = typeof form.email === 'string' ? form.email : ''
  // The widget's answer came: the form keeps asking for a proof after this attempt.
  const proof = typeof form.altcha === 'string' && form.altcha !== ''
  const parsed = LoginSchema.safeParse({ ...form, altcha: proof ? form.altcha : undefined })
  if (!parsed.success)
    return data({ fields: fieldErrors(parsed.error), form: null, email, proof }, { status: 400 })
  // A guest's challenge is bound to the session: a new one keeps its cookie for the next attempt.
  let session = shop.session?.session
  const headers = new Headers()
  if (!session) {
    const started = await startSession(shop.deps, { lang: locale })
    session = started.loaded.session
    headers.append('Set-Cookie', serializeSessionCookie(started.token, shop.secure, guestSessionDays))
  }
  const client = {
    address: shop.clientAddress,
    deviceToken: readCookie(request.headers.get('cookie'), deviceCookieName(shop.secure)),
  }
  const result = await loginCustomer(shop.deps, session, parsed.data, client, {
    origin: shop.origin,
    locale,
    // A new confirmation link keeps the way back (e.g. to checkout).
    redirectTo: pageUrl(request).searchParams.get('redirectTo'),
  })
  if (result.ok) redirectAfterLogin({ request, locale, secure: shop.secure, session: result })
  const failure = loginFailure(result)
  if ('retryAfter' in result) headers.set('Retry-After', String(result.retryAfter))
  const asksProof = result.code === 'PROOF_OF_WORK_REQUIRED' || result.code === 'LOGIN_DELAYED'
  return data(
    { fields: {}, form: failure.form, email, proof: proof || asksProof },
    { status: failure.status, headers },
  )
}

/** A refused login's Retry-After goes out with the page, as it does with the JSON answer. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) merged.set('Retry-After', retryAfter)
  return merged
}

export const meta = routeMeta

export default function LoginPage({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  useFocusFirstError(box, actionData)
  const to = useLocalePath()
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const fields = (actionData?.fields ?? {}) as Record<string, string>
  const error = (key?: string) => (key ? t(`account.errors.${key}`) : undefined)
  const redirectTo = params.get('redirectTo')
  const locale = useLocale()
  // On the way to checkout: 'Als Gast bestellen' leads there without an account.
  const guestCheckout =
    redirectTo && isCheckoutPath(redirectTo) ? `${redirectTo.split('?')[0]}?guest=1` : null
  const proof = useRef<LoginProofHandle>(null)
  const proofShown = useRef(false)
  const wait = useMemo(() => {
    const seconds = actionData?.form?.values?.seconds
    return seconds ? { seconds } : null
  }, [actionData])
  useEffect(() => {
    // Each answer spent the proof it carried, unless it came too early: then it is sent again.
    if (proofShown.current && actionData?.form?.key !== 'loginDelayed') proof.current?.reset()
    proofShown.current = Boolean(actionData?.proof)
  }, [actionData])
  return (
    <div ref={box} className="max-w-md">
      <PageIntro
        title={t('pages.login.title')}
        lead={t(redirectTo ? 'guard.loginRequired' : 'pages.login.lead')}
      />
      {actionData ? null : (
        <Notice
          message={loaderData.notice ? t(`account.notices.${loaderData.notice}`) : null}
          tone={
            ['confirmed', 'passwordReset', 'accountDeleted'].includes(loaderData.notice ?? '')
              ? 'success'
              : 'danger'
          }
        />
      )}
      <FormAlert
        message={actionData?.form ? t(`account.errors.${actionData.form.key}`, actionData.form.values) : null}
      />
      <Form method="post" noValidate className="space-y-5">
        <TextField
          label={t('account.emailLabel')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email ?? loaderData.email}
          error={error(fields.email)}
        />
        <TextField
          label={t('account.passwordLabel')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={error(fields.password)}
        />
        <label className="flex min-h-11 items-center gap-3 text-[0.95rem]">
          <input type="checkbox" name="remember" className="h-5 w-5 accent-ink" />
          {t('account.rememberLabel')}
        </label>
        {actionData?.proof ? <LoginProof ref={proof} locale={locale} wait={wait} /> : null}
        <Button type="submit" size="full" disabled={navigation.state === 'submitting'}>
          {t('account.loginSubmit')}
        </Button>
      </Form>
      <p className="mt-5 text-[0.95rem]">
        <Link to={to('/forgot-password')} className="link">
          {t('account.forgotLink')}
        </Link>
      </p>
      {guestCheckout ? (
        <section aria-labelledby="h-guest" className="mt-8 border-t border-chalk pt-6">
          <h2 id="h-guest" className="text-xl">
            {t('checkout.guest.title')}
          </h2>
          <p className="mt-2 text-[0.95rem]">{t('checkout.guest.lead')}</p>
          <ButtonLink to={guestCheckout} variant="secondary" className="mt-4">
            {t('checkout.guest.start')}
          </ButtonLink>
        </section>
      ) : null}
      <AccountSwitchLink
        question={t('account.noAccount')}
        label={t('account.registerLink')}
        path={to('/register')}
        redirectTo={redirectTo}
      />
    </div>
  )
}
