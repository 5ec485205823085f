import { data, Link, redirect } from 'react-router'
import {
  blockCustomer,
  eraseCustomerOnRequest,
  sendCustomerResetLink,
  unblockCustomer,
} from '#core/admin/customers/actions.ts'
import { adminCustomerDetail } from '#core/admin/customers/read.ts'
import { BlockCustomerSchema, customerId, EraseCustomerSchema } from '#core/admin/customers/schemas.ts'
import { formatDate } from '#core/format.ts'
import { CustomerActions } from '../../admin/customers/customer-actions.tsx'
import { CustomerFacts } from '../../admin/customers/customer-facts.tsx'
import { CustomerRecords } from '../../admin/customers/customer-records.tsx'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound } from '../../lib/page.server.ts'
import type { Route } from './+types/customer'

/** /admin/customers/:customerId (admin only): the account, its records and the admin's actions. */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const id = customerId.safeParse(args.params.customerId)
  const customer = id.success
    ? orNotFound(args.request, await adminCustomerDetail(office.deps, office.actor, id.data))
    : null
  if (!customer) pageNotFound(args.request)
  return { customer, locale: office.locale }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  adminMeta(loaded ? loaded.customer.email : 'Kunde · Customer')

const statusOf: Record<string, number> = {
  NOT_FOUND: 404,
  BACK_OFFICE_ACCOUNT: 409,
  ACCOUNT_BLOCKED: 409,
  CONFIRM_MISMATCH: 400,
  RATE_LIMITED: 429,
}

/** The forms of the page, validated with the API's schemas; a refusal keeps what was typed. */
export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args)
  const form = Object.fromEntries(await args.request.formData())
  const values = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value)]))
  const intent = values.intent ?? ''
  const refuse = (reason: string) =>
    data({ ok: false as const, intent, reason, values }, { status: statusOf[reason] ?? 400 })
  const id = customerId.safeParse(args.params.customerId)
  if (!id.success) pageNotFound(args.request)
  const input = { ...values, customerId: id.data }
  const origin = office.deps.env.PUBLIC_ORIGIN ?? office.origin
  const done = { ok: true as const, intent }
  switch (intent) {
    case 'reset': {
      const sent = orNotFound(
        args.request,
        await sendCustomerResetLink(office.deps, office.actor, id.data, origin),
      )
      return sent.ok ? done : refuse(sent.code)
    }
    case 'block': {
      const parsed = BlockCustomerSchema.safeParse(input)
      if (!parsed.success) return refuse('reason')
      const blocked = orNotFound(args.request, await blockCustomer(office.deps, office.actor, parsed.data))
      return blocked.ok ? done : refuse(blocked.code)
    }
    case 'unblock': {
      const unblocked = orNotFound(args.request, await unblockCustomer(office.deps, office.actor, id.data))
      return unblocked.ok ? done : refuse(unblocked.code)
    }
    case 'erase': {
      const parsed = EraseCustomerSchema.safeParse(input)
      if (!parsed.success) return refuse('CONFIRM_MISMATCH')
      const erased = orNotFound(
        args.request,
        await eraseCustomerOnRequest(office.deps, office.actor, parsed.data),
      )
      if (!erased.ok) return refuse(erased.code)
      throw redirect(`/admin/customers?done=${erased.anonymised ? 'anonymised' : 'erased'}`)
    }
    default:
      return refuse('BAD_INPUT')
  }
}

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { customer, locale } = loaderData
  const name =
    `${customer.salutation ? `${customer.salutation} ` : ''}${customer.firstName} ${customer.lastName}`.trim()
  return (
    <div className="space-y-5">
      <p>
        <Link to="/admin/customers">← {t('admin.customer.back')}</Link>
      </p>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="font-serif text-2xl break-all">{name || customer.email}</h1>
        {customer.blockedAt ? (
          <span className="rounded-full border border-danger px-2 py-0.5 text-xs text-danger">
            {t('admin.customer.blockedSince', { date: formatDate(customer.blockedAt, locale) })}
          </span>
        ) : null}
      </header>
      <CustomerFacts customer={customer} locale={locale} />
      <CustomerActions customer={customer} actionData={actionData} locale={locale} />
      <CustomerRecords customer={customer} locale={locale} />
    </div>
  )
}
