import { useRef } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { localizePath, pageUrl } from '#config/locale-path.ts'
import { checkResetLink, resetPassword } from '#core/accounts/recovery.ts'
import { fieldErrors, ResetPasswordSchema } from '#core/accounts/schemas.ts'
import { isWellFormedAccountToken } from '#core/accounts/tokens.ts'
import { Button } from '../../components/button.tsx'
import { FormAlert, TextField } from '../../components/form-field.tsx'
import { Notice } from '../../components/notice.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { requireGuest } from '../../lib/guards.server.ts'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useFocusFirstError } from '../../lib/use-focus-first-error.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/password-recovery'

const linkKeys = {
  unknown: 'linkUnknown',
  expired: 'linkExpired',
  used: 'linkUsed',
  LINK_UNKNOWN: 'linkUnknown',
  LINK_EXPIRED: 'linkExpired',
  LINK_USED: 'linkUsed',
} as const

/** /password-recovery (guests only): the link of the reset mail sets a new password once. */
export async function loader(args: Route.LoaderArgs) {
  requireGuest(args)
  const token = pageUrl(args.request).searchParams.get('token') ?? ''
  const state = isWellFormedAccountToken(token)
    ? await checkResetLink(args.context.get(shopContext).deps, token)
    : 'unknown'
  return {
    meta: messagesMeta(args.request, 'passwordRecovery'),
    token: state === 'valid' ? token : '',
    problem: state === 'valid' ? null : linkKeys[state],
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext)
  if (shop.session?.customer) return redirect(localizePath('/dashboard', requestLocale(request).locale))
  const { locale } = requestLocale(request)
  const parsed = ResetPasswordSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    if (fields.token) return data({ fields: {}, problem: 'linkUnknown' }, { status: 404 })
    return data({ fields, problem: null }, { status: 400 })
  }
  const result = await resetPassword(shop.deps, parsed.data.token, parsed.data.password, {
    origin: shop.origin,
    locale,
  })
  if (!result.ok) {
    if (result.code === 'PASSWORD_TOO_COMMON') {
      return data({ fields: { password: 'passwordTooCommon' }, problem: null }, { status: 400 })
    }
    return data({ fields: {}, problem: linkKeys[result.code] }, { status: 409 })
  }
  throw redirect(`${localizePath('/login', locale)}?reset=1`)
}

export const meta = routeMeta

export default function PasswordRecoveryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  useFocusFirstError(box, actionData)
  const to = useLocalePath()
  const navigation = useNavigation()
  const problem = actionData?.problem ?? loaderData.problem
  const fields = (actionData?.fields ?? {}) as Record<string, string>
  return (
    <div ref={box} className="max-w-md">
      <PageIntro title={t('pages.passwordRecovery.title')} lead={t('pages.passwordRecovery.lead')} />
      {problem ? (
        <>
          <Notice tone="danger" message={t(`account.notices.${problem}`)} />
          <Link to={to('/forgot-password')} className="link">
            {t('account.requestNewLink')}
          </Link>
        </>
      ) : (
        <>
          <FormAlert message={Object.keys(fields).length > 0 ? t('account.errors.summary') : null} />
          <Form method="post" noValidate className="space-y-5">
            <input type="hidden" name="token" value={loaderData.token} />
            <TextField
              label={t('account.newPasswordLabel')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              hint={t('account.passwordHint')}
              error={fields.password ? t(`account.errors.${fields.password}`) : undefined}
            />
            <Button type="submit" size="full" disabled={navigation.state === 'submitting'}>
              {t('account.resetSubmit')}
            </Button>
          </Form>
        </>
      )}
    </div>
  )
}
