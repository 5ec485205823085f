import { data, Form } from 'react-router'
import { backOfficeAccounts, changeRole, RoleChangeSchema } from '#core/admin/staff-roles.ts'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/staff'

/**
 * /admin/staff (admin only): who works in the back office, and granting or revoking the staff and
 * admin roles by an account's email (the person registers in the shop first). The same rule as
 * /api/admin/staff.php (core/admin/staff-roles.ts): audited, and no admin changes their own role.
 */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  return {
    accounts: orNotFound(args.request, await backOfficeAccounts(office.deps, office.actor)),
    self: office.actor.id,
  }
}

export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args)
  const form = Object.fromEntries(await args.request.formData())
  const email = typeof form.email === 'string' ? form.email.slice(0, 254) : ''
  const parsed = RoleChangeSchema.safeParse(form)
  if (!parsed.success) return data({ ok: false as const, error: 'invalid' as const, email }, { status: 400 })
  const changed = orNotFound(args.request, await changeRole(office.deps, office.actor, parsed.data))
  if (changed.ok) return { ok: true as const, email: parsed.data.email, role: changed.role }
  const error = changed.code === 'NOT_FOUND' ? ('notFound' as const) : ('ownRole' as const)
  return data({ ok: false as const, error, email }, { status: changed.code === 'NOT_FOUND' ? 404 : 409 })
}

export const meta: Route.MetaFunction = () => adminMeta('Team')

const roles = ['staff', 'admin', 'customer'] as const

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const refused = actionData && !actionData.ok ? actionData : null
  return (
    <div className="max-w-3xl space-y-5">
      <h1 className="font-serif text-2xl">{t('admin.staff.title')}</h1>
      <p className="text-muted">{t('admin.staff.lead')}</p>
      {actionData?.ok ? (
        <p role="status" className="text-success">
          {t('admin.staff.changed', {
            email: actionData.email,
            role: t(`admin.staff.role.${actionData.role}`),
          })}
        </p>
      ) : null}
      <Form method="post" className="space-y-3 rounded-sm border border-chalk bg-white p-4" noValidate>
        <h2 className="font-serif text-lg">{t('admin.staff.grant')}</h2>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex min-w-64 flex-1 flex-col gap-1">
            <span>{t('admin.staff.email')}</span>
            <input
              name="email"
              type="email"
              required
              defaultValue={refused?.email ?? ''}
              aria-invalid={refused ? true : undefined}
              aria-describedby={refused ? 'staff-error' : undefined}
              className="min-h-11 rounded-sm border border-chalk px-3"
            />
          </label>
          <label className="flex flex-col gap-1">
            <span>{t('admin.staff.roleLabel')}</span>
            <select name="role" defaultValue="staff" className="min-h-11 rounded-sm border border-chalk px-3">
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`admin.staff.role.${role}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass('md', 'primary')}>
            {t('admin.staff.save')}
          </button>
        </div>
        {refused ? (
          <p id="staff-error" role="alert" className="text-danger">
            {t(`admin.staff.errors.${refused.error}`)}
          </p>
        ) : null}
      </Form>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t('admin.staff.title')}</caption>
        <thead>
          <tr className="border-b border-chalk">
            <th className="py-2 pr-3">{t('admin.staff.name')}</th>
            <th className="py-2 pr-3">{t('admin.staff.roleLabel')}</th>
            <th className="py-2">
              <span className="sr-only">{t('admin.staff.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {loaderData.accounts.map((account) => (
            <tr key={account.id} className="border-b border-chalk align-top">
              <td className="py-2 pr-3">
                {account.firstName} {account.lastName}
                <span className="block break-all text-muted">{account.email}</span>
              </td>
              <td className="py-2 pr-3">{t(`admin.staff.role.${account.role}`)}</td>
              <td className="py-2">
                {account.id === loaderData.self ? (
                  <span className="text-muted">{t('admin.staff.you')}</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="email" value={account.email} />
                    <input type="hidden" name="role" value="customer" />
                    <button type="submit" className={buttonClass('sm', 'secondary')}>
                      {t('admin.staff.revoke')}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
