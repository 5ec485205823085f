import { data, Form, useNavigation } from 'react-router'
import { changePassword } from '#core/accounts/manage.ts'
import { ChangePasswordSchema, fieldErrors } from '#core/accounts/schemas.ts'
import { Button } from '../../components/button.tsx'
import { FormAlert, TextField } from '../../components/form-field.tsx'
import { Notice } from '../../components/notice.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { requireSigned, sessionCookieHeader } from '../../lib/account.server.ts'
import { requireCustomer } from '../../lib/guards.server.ts'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/password'

/** /dashboard/password: the current password, a new one; every other device is logged out. */
export function loader(args: Route.LoaderArgs) {
  requireCustomer(args)
  return { meta: messagesMeta(args.request, 'dashboardPassword') }
}

export async function action(args: Route.ActionArgs) {
  const signed = requireSigned(args)
  const parsed = ChangePasswordSchema.safeParse(Object.fromEntries(await args.request.formData()))
  if (!parsed.success) return data({ fields: fieldErrors(parsed.error), done: false }, { status: 400 })
  const result = await changePassword(signed.deps, signed, parsed.data, signed.mail)
  if (!result.ok) {
    const fields =
      result.code === 'PASSWORD_TOO_COMMON'
        ? { newPassword: 'passwordTooCommon' }
        : {
            currentPassword:
              result.code === 'RATE_LIMITED' ? 'tooManyPasswordAttempts' : 'currentPasswordWrong',
          }
    return data({ fields, done: false }, { status: 400 })
  }
  return data(
    { fields: {}, done: true },
    { headers: { 'Set-Cookie': sessionCookieHeader(args, result.token, result.lifetimeDays) } },
  )
}

export const meta = routeMeta

export default function PasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const fields = (actionData?.fields ?? {}) as Record<string, string>
  const error = (key?: string) => (key ? t(`account.errors.${key}`) : undefined)
  return (
    <div className="max-w-xl">
      <PageIntro title={t('pages.dashboardPassword.title')} lead={t('pages.dashboardPassword.lead')} />
      {actionData?.done ? <Notice message={t('dashboard.password.changed')} /> : null}
      <FormAlert message={Object.keys(fields).length > 0 ? t('account.errors.summary') : null} />
      <Form method="post" noValidate className="space-y-5" key={actionData?.done ? 'done' : 'form'}>
        <TextField
          label={t('account.currentPasswordLabel')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={error(fields.currentPassword)}
        />
        <TextField
          label={t('account.newPasswordLabel')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint={t('account.passwordHint')}
          error={error(fields.newPassword)}
        />
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          {t('dashboard.password.submit')}
        </Button>
      </Form>
      <p className="mt-8 max-w-prose text-sm text-ink-soft">{t('dashboard.password.note')}</p>
    </div>
  )
}
