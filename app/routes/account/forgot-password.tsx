import { useRef } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { requestPasswordReset } from '#core/accounts/recovery.ts'
import { fieldErrors, ResetRequestSchema } from '#core/accounts/schemas.ts'
import { Button } from '../../components/button.tsx'
import { FormAlert, TextField } from '../../components/form-field.tsx'
import { Notice } from '../../components/notice.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useFocusFirstError } from '../../lib/use-focus-first-error.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/forgot-password'

/** /forgot-password: a single-use link by mail; the answer never says whether the address has an account. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'forgotPassword') }
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const form = Object.fromEntries(await request.formData())
  const email = typeof form.email === 'string' ? form.email : ''
  const parsed = ResetRequestSchema.safeParse(form)
  if (!parsed.success)
    return data({ fields: fieldErrors(parsed.error), email, sent: false, minutes: 0 }, { status: 400 })
  const result = await requestPasswordReset(shop.deps, parsed.data.email, shop.clientAddress, {
    origin: shop.origin,
    locale,
  })
  if (!result.ok) {
    return data(
      { fields: {}, email, sent: false, minutes: Math.ceil(result.retryAfter / 60) },
      { status: 429, headers: { 'Retry-After': String(result.retryAfter) } },
    )
  }
  return { fields: {}, email: parsed.data.email, sent: true, minutes: 0 }
}

export const meta = routeMeta

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  useFocusFirstError(box, actionData)
  const to = useLocalePath()
  const navigation = useNavigation()
  const fields = (actionData?.fields ?? {}) as Record<string, string>
  return (
    <div ref={box} className="max-w-md">
      <PageIntro title={t('pages.forgotPassword.title')} lead={t('pages.forgotPassword.lead')} />
      {actionData?.sent ? (
        <Notice message={t('account.resetSent', { email: actionData.email })} />
      ) : (
        <>
          <FormAlert
            message={
              actionData?.minutes
                ? t('account.errors.resetRateLimited', { minutes: actionData.minutes })
                : null
            }
          />
          <Form method="post" noValidate className="space-y-5">
            <TextField
              label={t('account.emailLabel')}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={actionData?.email ?? ''}
              error={fields.email ? t(`account.errors.${fields.email}`) : undefined}
            />
            <Button type="submit" size="full" disabled={navigation.state === 'submitting'}>
              {t('account.resetRequestSubmit')}
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-[0.95rem]">
        <Link to={to('/login')} className="link">
          {t('account.backToLogin')}
        </Link>
      </p>
    </div>
  )
}
