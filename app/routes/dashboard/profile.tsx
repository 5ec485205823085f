import { data, Form, useNavigation } from 'react-router'
import { pageUrl } from '#config/locale-path.ts'
import { accountProfile, confirmEmailChange, updateProfile } from '#core/accounts/manage.ts'
import { fieldErrors, ProfileSchema } from '#core/accounts/schemas.ts'
import { isWellFormedAccountToken } from '#core/accounts/tokens.ts'
import { Button } from '../../components/button.tsx'
import { FormAlert, TextField } from '../../components/form-field.tsx'
import { Notice } from '../../components/notice.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { SelectField, salutationOptions } from '../../components/select-field.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { formStrings, requireSigned } from '../../lib/account.server.ts'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/profile'

const emailLinkNotice = {
  LINK_UNKNOWN: 'linkUnknown',
  LINK_EXPIRED: 'linkExpired',
  LINK_USED: 'linkUsed',
  EMAIL_TAKEN: 'emailTakenOnConfirm',
} as const

/** /dashboard/profile: salutation, names and the login email (changed through a confirmation link). */
export async function loader(args: Route.LoaderArgs) {
  const signed = requireSigned(args)
  const token = pageUrl(args.request).searchParams.get('confirmEmail')
  let notice: { key: string; ok: boolean } | null = null
  if (token !== null) {
    const result = isWellFormedAccountToken(token)
      ? await confirmEmailChange(signed.deps, signed, token)
      : ({ ok: false, code: 'LINK_UNKNOWN' } as const)
    notice = result.ok
      ? { key: 'dashboard.profile.emailChanged', ok: true }
      : { key: `account.notices.${emailLinkNotice[result.code]}`, ok: false }
  }
  return {
    meta: messagesMeta(args.request, 'dashboardProfile'),
    profile: await accountProfile(signed.deps, signed.customer.id),
    notice,
  }
}

const kept = ['salutation', 'firstName', 'lastName', 'email'] as const

export async function action(args: Route.ActionArgs) {
  const signed = requireSigned(args)
  const form = await args.request.formData()
  const values = formStrings(form, kept)
  const parsed = ProfileSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success)
    return data({ fields: fieldErrors(parsed.error), values, saved: null }, { status: 400 })
  const result = await updateProfile(signed.deps, signed, parsed.data, signed.mail)
  if (!result.ok) {
    const key = {
      PASSWORD_REQUIRED: 'currentPasswordRequired',
      WRONG_PASSWORD: 'currentPasswordWrong',
      RATE_LIMITED: 'tooManyPasswordAttempts',
    }[result.code]
    return data({ fields: { currentPassword: key }, values, saved: null }, { status: 400 })
  }
  return { fields: {}, values, saved: result.emailChangePending ? 'emailPending' : 'saved' }
}

export const meta = routeMeta

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const profile = loaderData.profile
  const fields = (actionData?.fields ?? {}) as Record<string, string>
  const values = actionData?.saved === 'saved' ? null : actionData?.values
  const error = (key?: string) => (key ? t(`account.errors.${key}`) : undefined)
  if (!profile) return null
  return (
    <div className="max-w-xl">
      <PageIntro title={t('pages.dashboardProfile.title')} lead={t('pages.dashboardProfile.lead')} />
      {loaderData.notice ? (
        <Notice tone={loaderData.notice.ok ? 'success' : 'danger'} message={t(loaderData.notice.key)} />
      ) : null}
      {actionData?.saved ? (
        <Notice
          message={
            actionData.saved === 'emailPending'
              ? t('dashboard.profile.emailPending', { email: actionData.values.email })
              : t('dashboard.profile.saved')
          }
        />
      ) : null}
      <FormAlert message={Object.keys(fields).length > 0 ? t('account.errors.summary') : null} />
      <Form
        method="post"
        noValidate
        className="space-y-5"
        key={actionData?.saved ? `saved-${actionData.values.email}` : 'form'}
      >
        <SelectField
          label={t('account.salutationLabel')}
          name="salutation"
          options={salutationOptions(t)}
          defaultValue={values?.salutation ?? profile.salutation}
          error={error(fields.salutation)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('account.firstNameLabel')}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={values?.firstName ?? profile.firstName}
            error={error(fields.firstName)}
          />
          <TextField
            label={t('account.lastNameLabel')}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={values?.lastName ?? profile.lastName}
            error={error(fields.lastName)}
          />
        </div>
        <fieldset className="space-y-5 rounded-sm border border-chalk p-5">
          <legend className="px-1 font-medium">{t('dashboard.profile.emailLegend')}</legend>
          <TextField
            label={t('account.emailLabel')}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values?.email ?? profile.email}
            hint={t('dashboard.profile.emailHint')}
            error={error(fields.email)}
          />
          <TextField
            label={t('account.currentPasswordLabel')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            hint={t('dashboard.profile.passwordHint')}
            error={error(fields.currentPassword)}
          />
        </fieldset>
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          {t('dashboard.save')}
        </Button>
      </Form>
    </div>
  )
}
