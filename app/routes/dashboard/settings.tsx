import { useState } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'
import { localizePath, pageUrl } from '#config/locale-path.ts'
import { locales, serializeLanguageCookie } from '#config/locales.ts'
import { accountProfile, deleteAccount, updateSettings } from '#core/accounts/manage.ts'
import { DeleteAccountSchema, fieldErrors, SettingsSchema } from '#core/accounts/schemas.ts'
import { Button } from '../../components/button.tsx'
import { FormAlert, TextField } from '../../components/form-field.tsx'
import { NewsletterConsentCheckbox } from '../../components/newsletter/consent-checkbox.tsx'
import { Notice } from '../../components/notice.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { SelectField } from '../../components/select-field.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { expiredSessionCookie, requireSigned } from '../../lib/account.server.ts'
import { postJson } from '../../lib/http.ts'
import { newsletterConsentText } from '../../lib/newsletter.server.ts'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/settings'

/** /dashboard/settings: language, newsletter, export of all data (GDPR) and deleting the account. */
export async function loader(args: Route.LoaderArgs) {
  const signed = requireSigned(args)
  return {
    meta: messagesMeta(args.request, 'dashboardSettings'),
    profile: await accountProfile(signed.deps, signed.customer.id),
    saved: pageUrl(args.request).searchParams.get('saved') === '1',
  }
}

export async function action(args: Route.ActionArgs) {
  const signed = requireSigned(args)
  const form = Object.fromEntries(await args.request.formData())
  if (form.intent === 'delete') {
    const parsed = DeleteAccountSchema.safeParse(form)
    if (!parsed.success) return data({ intent: 'delete', fields: fieldErrors(parsed.error) }, { status: 400 })
    const result = await deleteAccount(signed.deps, signed, parsed.data.password)
    if (!result.ok) {
      const key = result.code === 'RATE_LIMITED' ? 'tooManyPasswordAttempts' : 'currentPasswordWrong'
      return data({ intent: 'delete', fields: { password: key } }, { status: 400 })
    }
    throw redirect(`${localizePath('/login', signed.mail.locale)}?deleted=1`, {
      headers: { 'Set-Cookie': expiredSessionCookie(args) },
    })
  }
  const parsed = SettingsSchema.safeParse(form)
  if (!parsed.success) return data({ intent: 'settings', fields: fieldErrors(parsed.error) }, { status: 400 })
  const { lang } = await updateSettings(signed.deps, signed, parsed.data, {
    ...signed.mail,
    consentText: newsletterConsentText(signed.mail.locale),
  })
  // The shop follows the chosen language at once: its path and the language cookie.
  throw redirect(`${localizePath('/dashboard/settings', lang)}?saved=1`, {
    headers: {
      'Set-Cookie': serializeLanguageCookie(lang, args.context.get(shopContext).secure),
    },
  })
}

export const meta = routeMeta

function ExportButton() {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  return (
    <div>
      <Button
        variant="secondary"
        disabled={state === 'busy'}
        onClick={async () => {
          setState('busy')
          try {
            const response = await postJson('/api/account.php', { action: 'exportData' })
            if (!response.ok) throw new Error(`export answered ${response.status}`)
            const body = (await response.json()) as { data: unknown }
            const blob = new Blob([JSON.stringify(body.data, null, 2)], { type: 'application/json' })
            const link = document.createElement('a')
            link.href = URL.createObjectURL(blob)
            link.download = 'nadel-und-faden-meine-daten.json'
            document.body.append(link)
            link.click()
            link.remove()
            URL.revokeObjectURL(link.href)
            setState('idle')
          } catch {
            setState('failed')
          }
        }}
      >
        {t('dashboard.settings.exportButton')}
      </Button>
      {state === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t('dashboard.settings.exportFailed')}
        </p>
      ) : null}
    </div>
  )
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const profile = loaderData.profile
  const fields = (actionData?.fields ?? {}) as Record<string, string>
  const deleting = actionData?.intent === 'delete'
  if (!profile) return null
  return (
    <div className="max-w-xl space-y-12">
      <div>
        <PageIntro title={t('pages.dashboardSettings.title')} lead={t('pages.dashboardSettings.lead')} />
        {loaderData.saved ? <Notice message={t('dashboard.settings.saved')} /> : null}
        {!deleting ? (
          <FormAlert message={Object.keys(fields).length > 0 ? t('account.errors.summary') : null} />
        ) : null}
        <Form method="post" noValidate className="space-y-5">
          <input type="hidden" name="intent" value="settings" />
          <SelectField
            label={t('dashboard.settings.languageLabel')}
            name="lang"
            defaultValue={profile.lang}
            options={locales.map((locale) => ({ value: locale, label: t(`language.names.${locale}`) }))}
            error={!deleting && fields.lang ? t(`account.errors.${fields.lang}`) : undefined}
          />
          <p className="-mt-3 text-sm text-ink-soft">{t('dashboard.settings.languageHint')}</p>
          <NewsletterConsentCheckbox defaultChecked={profile.newsletter !== 'none'} />
          {profile.newsletter === 'pending' ? (
            <p className="-mt-3 text-sm text-ink-soft">{t('newsletter.settingsPending')}</p>
          ) : null}
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            {t('dashboard.save')}
          </Button>
        </Form>
      </div>

      <section aria-labelledby="export-heading" className="border-t border-chalk pt-8">
        <h2 id="export-heading" className="text-2xl">
          {t('dashboard.settings.exportTitle')}
        </h2>
        <p className="mt-2 mb-5 text-[0.95rem] text-ink-soft">{t('dashboard.settings.exportLead')}</p>
        <ExportButton />
      </section>

      <section aria-labelledby="delete-heading" className="border-t border-chalk pt-8">
        <h2 id="delete-heading" className="text-2xl">
          {t('dashboard.settings.deleteTitle')}
        </h2>
        <p className="mt-2 mb-5 text-[0.95rem] text-ink-soft">{t('dashboard.settings.deleteLead')}</p>
        <Form method="post" noValidate className="space-y-5">
          <input type="hidden" name="intent" value="delete" />
          <TextField
            label={t('dashboard.settings.deletePasswordLabel')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={deleting && fields.password ? t(`account.errors.${fields.password}`) : undefined}
          />
          <Button type="submit" variant="danger" disabled={navigation.state === 'submitting'}>
            {t('dashboard.settings.deleteSubmit')}
          </Button>
        </Form>
      </section>
    </div>
  )
}
