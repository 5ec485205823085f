import { data, Form, redirect } from 'react-router'
import { deactivateVoucher, issueVoucher } from '#core/admin/vouchers/actions.ts'
import { adminVoucherDetail, adminVoucherList } from '#core/admin/vouchers/read.ts'
import {
  IssueVoucherSchema,
  VoucherCodeSchema,
  VoucherIdSchema,
  VoucherSearchSchema,
} from '#core/admin/vouchers/schemas.ts'
import { voucherStates } from '#core/vouchers/rules.ts'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import {
  AdminFilters,
  choices,
  FilterSearch,
  FilterSelect,
  fieldClass,
  ListCount,
  ListNotice,
} from '../../admin/list/filters.tsx'
import { loadAdminList } from '../../admin/list/list-loader.server.ts'
import { Pager } from '../../admin/list/pager.tsx'
import { adminMeta } from '../../admin/meta.ts'
import { IssueForm } from '../../admin/vouchers/issue-form.tsx'
import { VoucherDetail } from '../../admin/vouchers/voucher-detail.tsx'
import { VoucherTable } from '../../admin/vouchers/voucher-table.tsx'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/vouchers'

const filterNames = ['q', 'kind', 'state', 'sort', 'dir'] as const

/**
 * /admin/vouchers (admin only): issue a voucher, look one up by code (`?code=`, with balance and
 * redemptions), and the list of issued and bought vouchers with filters and sorting in the URL.
 */
export function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams
  const code = VoucherCodeSchema.safeParse({ code: params.get('code') ?? '' })
  const notice = params.get('done')
  return loadAdminList(
    args,
    { schema: VoucherSearchSchema, filters: filterNames },
    async (office, input) => ({
      sort: input.sort,
      dir: input.dir,
      code: params.get('code') ?? '',
      voucher: code.success
        ? orNotFound(
            args.request,
            await adminVoucherDetail(office.deps, office.actor, { code: code.data.code }),
          )
        : null,
      notice: notice === 'issued' || notice === 'deactivated' ? notice : null,
      list: orNotFound(args.request, await adminVoucherList(office.deps, office.actor, input)),
    }),
  )
}

export const meta: Route.MetaFunction = () => adminMeta('Gutscheine · Vouchers')

/** Issue and deactivate, validated with the API's schemas; after a write, the voucher is shown. */
export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args)
  const form = Object.fromEntries(await args.request.formData())
  const values = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value)]))
  const refuse = (status: number, reason: string, field?: string) =>
    data({ ok: false as const, intent: values.intent ?? '', reason, field, values }, { status })
  if (values.intent === 'deactivate') {
    const input = VoucherIdSchema.safeParse(values)
    if (!input.success) return refuse(400, 'BAD_INPUT')
    const done = orNotFound(
      args.request,
      await deactivateVoucher(office.deps, office.actor, input.data.voucherId),
    )
    if (!done.ok) return refuse(404, 'NOT_FOUND')
    const voucher = orNotFound(
      args.request,
      await adminVoucherDetail(office.deps, office.actor, { id: input.data.voucherId }),
    )
    throw redirect(`/admin/vouchers?code=${encodeURIComponent(voucher?.code ?? '')}&done=deactivated`)
  }
  const input = IssueVoucherSchema.safeParse(values)
  if (!input.success) return refuse(400, 'BAD_INPUT', String(input.error.issues[0]?.path[0] ?? ''))
  const issued = orNotFound(args.request, await issueVoucher(office.deps, office.actor, input.data))
  if (!issued.ok) return refuse(400, issued.code, 'expiresOn')
  throw redirect(`/admin/vouchers?code=${encodeURIComponent(issued.code)}&done=issued`)
}

export default function AdminVouchers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale, sort, dir, voucher } = loaderData
  const refused = actionData && !actionData.ok ? actionData : null
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl">{t('admin.vouchers.title')}</h1>
      <p className="text-muted">{t('admin.vouchers.lead')}</p>
      <ListNotice
        message={
          loaderData.notice && voucher
            ? t(loaderData.notice === 'issued' ? 'admin.vouchers.issued' : 'admin.vouchers.deactivated', {
                code: voucher.code,
              })
            : null
        }
        tone="success"
      />
      <div className="grid gap-3 lg:grid-cols-2">
        <IssueForm refused={refused && refused.intent !== 'deactivate' ? refused : null} />
        <div className="space-y-3">
          <Form method="get" role="search" className="grid gap-2 rounded-sm border border-chalk bg-white p-3">
            <h2 className="font-medium">{t('admin.vouchers.lookup')}</h2>
            <div className="flex gap-2">
              <label className="grow">
                <span className="sr-only">{t('admin.vouchers.code')}</span>
                <input
                  name="code"
                  type="search"
                  autoComplete="off"
                  defaultValue={loaderData.code}
                  placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
                  className={`${fieldClass} font-mono uppercase`}
                />
              </label>
              <button type="submit" className={buttonClass('sm', 'secondary')}>
                {t('admin.vouchers.find')}
              </button>
            </div>
            {loaderData.code && !voucher ? (
              <p role="alert" className="text-danger">
                {t('admin.voucherErrors.NOT_FOUND')}
              </p>
            ) : null}
          </Form>
          {voucher ? <VoucherDetail voucher={voucher} locale={locale} /> : null}
        </div>
      </div>
      <AdminFilters
        path="/admin/vouchers"
        hidden={{ sort: typed.sort ?? '', dir: typed.dir ?? '' }}
        columns={4}
      >
        <FilterSearch label={t('admin.vouchers.search')} value={typed.q} />
        <FilterSelect
          name="kind"
          label={t('admin.vouchers.kind')}
          value={typed.kind}
          options={choices(['issued', 'bought'] as const, (kind) => t(`admin.vouchers.kinds.${kind}`))}
        />
        <FilterSelect
          name="state"
          label={t('admin.vouchers.state')}
          value={typed.state}
          options={choices(voucherStates, (state) => t(`admin.vouchers.states.${state}`))}
        />
      </AdminFilters>
      <ListNotice message={loaderData.badFilter ? t('admin.vouchers.badFilter') : null} tone="danger" />
      <ListCount>{t('admin.vouchers.count', { count: list.total })}</ListCount>
      <VoucherTable list={list} locale={locale} sorting={{ typed, sort, dir }} />
      <Pager path="/admin/vouchers" params={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
