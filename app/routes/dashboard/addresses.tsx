import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { findCountry } from '#config/countries.ts'
import { pageUrl } from '#config/locale-path.ts'
import type { Locale } from '#config/locales.ts'
import { fieldErrors } from '#core/accounts/schemas.ts'
import { AddressSchema } from '#core/addresses/rules.ts'
import {
  type AddressView,
  listAddresses,
  removeAddress,
  saveAddress,
  setDefaultAddress,
} from '#core/addresses/use-cases.ts'
import { AddressForm } from '../../components/address-form.tsx'
import { FormAlert } from '../../components/form-field.tsx'
import { Notice } from '../../components/notice.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { formStrings, requireSigned } from '../../lib/account.server.ts'
import { messagesMeta, pageNotFound } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/addresses'

/** /dashboard/addresses: billing and shipping addresses, the defaults, postal codes checked per country. */
export async function loader(args: Route.LoaderArgs) {
  const signed = requireSigned(args)
  const list = await listAddresses(signed.deps, signed.customer.id)
  const edit = Number(pageUrl(args.request).searchParams.get('edit') ?? 0)
  if (edit && !list.some((address) => address.addressId === edit)) pageNotFound(args.request)
  const done = pageUrl(args.request).searchParams.get('done')
  return {
    meta: messagesMeta(args.request, 'dashboardAddresses'),
    addresses: list,
    edit: edit || null,
    done: done && doneKeys.has(done) ? done : null,
  }
}

const doneKeys = new Set(['save', 'delete', 'billing', 'shipping'])

/** After a change the page reloads without the form (post/redirect/get) and says what happened. */
function done(request: Request, intent: string): never {
  throw redirect(`${pageUrl(request).pathname}?done=${intent}`)
}

const keys = [
  'salutation',
  'firstName',
  'lastName',
  'company',
  'street',
  'addition',
  'postalCode',
  'city',
  'countryId',
  'phone',
] as const

export async function action(args: Route.ActionArgs) {
  const signed = requireSigned(args)
  const form = await args.request.formData()
  const intent = String(form.get('intent') ?? '')
  const addressId = Number(form.get('addressId') ?? 0) || undefined
  const notFound = () => data({ fields: {}, values: {}, missing: true }, { status: 404 })
  if (intent === 'save') {
    const values = formStrings(form, keys)
    const parsed = AddressSchema.safeParse(values)
    if (!parsed.success) {
      return data({ fields: fieldErrors(parsed.error), values, missing: false }, { status: 400 })
    }
    const result = await saveAddress(signed.deps, signed.customer.id, parsed.data, addressId)
    return result.ok ? done(args.request, intent) : notFound()
  }
  if (!addressId) return notFound()
  const result =
    intent === 'delete'
      ? await removeAddress(signed.deps, signed.customer.id, addressId)
      : intent === 'billing' || intent === 'shipping'
        ? await setDefaultAddress(signed.deps, signed.customer.id, addressId, intent)
        : ({ ok: false, code: 'NOT_FOUND' } as const)
  return result.ok ? done(args.request, intent) : notFound()
}

export const meta = routeMeta

function AddressCard({ address, editPath }: { address: AddressView; editPath: string }) {
  const { t, i18n } = useTranslation()
  const country = findCountry(address.countryId)
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const name = [address.firstName, address.lastName].join(' ')
  return (
    <li className="flex flex-col rounded-sm border border-chalk bg-linen p-5">
      <div className="mb-3 flex flex-wrap gap-2">
        {address.defaultBilling ? <Badge>{t('dashboard.address.defaultBilling')}</Badge> : null}
        {address.defaultShipping ? <Badge>{t('dashboard.address.defaultShipping')}</Badge> : null}
      </div>
      <address className="mb-4 not-italic leading-relaxed">
        <strong className="font-medium">{name}</strong>
        {address.company ? <span className="block">{address.company}</span> : null}
        <span className="block">{address.street}</span>
        {address.addition ? <span className="block">{address.addition}</span> : null}
        <span className="block">
          {address.postalCode} {address.city}
        </span>
        <span className="block">{country?.name[i18n.language as Locale] ?? country?.name.de}</span>
        {address.phone ? <span className="block text-ink-soft">{address.phone}</span> : null}
      </address>
      <div className="mt-auto flex flex-wrap gap-x-5 border-t border-chalk pt-2 text-sm">
        <Link
          to={editPath}
          className="link inline-flex min-h-11 items-center"
          aria-label={t('dashboard.address.editNamed', { name })}
        >
          {t('dashboard.address.edit')}
        </Link>
        {!address.defaultBilling ? (
          <CardAction
            intent="billing"
            id={address.addressId}
            busy={busy}
            label={t('dashboard.address.makeBilling')}
          />
        ) : null}
        {!address.defaultShipping ? (
          <CardAction
            intent="shipping"
            id={address.addressId}
            busy={busy}
            label={t('dashboard.address.makeShipping')}
          />
        ) : null}
        <CardAction
          intent="delete"
          id={address.addressId}
          busy={busy}
          label={t('dashboard.address.delete')}
          ariaLabel={t('dashboard.address.deleteNamed', { name })}
          danger
        />
      </div>
    </li>
  )
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full border border-thread px-2.5 py-0.5 text-xs font-medium text-thread-dark">
      {children}
    </span>
  )
}

function CardAction(props: {
  intent: string
  id: number
  busy: boolean
  label: string
  ariaLabel?: string
  danger?: boolean
}) {
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="addressId" value={props.id} />
      <button
        type="submit"
        name="intent"
        value={props.intent}
        disabled={props.busy}
        aria-label={props.ariaLabel}
        className={`link inline-flex min-h-11 cursor-pointer items-center disabled:cursor-not-allowed disabled:opacity-50 ${props.danger ? 'text-danger' : ''}`}
      >
        {props.label}
      </button>
    </Form>
  )
}

export default function AddressesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const navigation = useNavigation()
  const base = to('/dashboard/addresses')
  const editing = loaderData.addresses.find((address) => address.addressId === loaderData.edit) ?? null
  const fields = (actionData?.fields ?? {}) as Record<string, string>
  const failed = Object.keys(fields).length > 0
  const values: Record<string, string> =
    failed && actionData?.values
      ? (actionData.values as Record<string, string>)
      : editing
        ? Object.fromEntries(
            Object.entries(editing).map(([key, value]) => [key, value === null ? '' : String(value)]),
          )
        : {}
  return (
    <div>
      <PageIntro title={t('pages.dashboardAddresses.title')} lead={t('pages.dashboardAddresses.lead')} />
      {loaderData.done && !actionData ? (
        <Notice message={t(`dashboard.address.done.${loaderData.done}`)} />
      ) : null}
      {actionData?.missing ? <Notice tone="danger" message={t('dashboard.address.missing')} /> : null}
      {loaderData.addresses.length === 0 ? (
        <p className="mb-10 max-w-prose text-ink-soft">{t('dashboard.address.empty')}</p>
      ) : (
        <ul className="mb-12 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {loaderData.addresses.map((address) => (
            <AddressCard
              key={address.addressId}
              address={address}
              editPath={`${base}?edit=${address.addressId}`}
            />
          ))}
        </ul>
      )}
      <section className="max-w-xl" aria-labelledby="address-form-heading">
        <h2 id="address-form-heading" className="mb-5 text-2xl">
          {editing ? t('dashboard.address.editTitle') : t('dashboard.address.newTitle')}
        </h2>
        <FormAlert message={failed ? t('account.errors.summary') : null} />
        <AddressForm
          key={`${editing?.addressId ?? 'new'}-${loaderData.done ?? ''}`}
          values={values}
          fields={fields}
          addressId={editing?.addressId ?? null}
          cancelTo={base}
          busy={navigation.state === 'submitting'}
        />
      </section>
    </div>
  )
}
