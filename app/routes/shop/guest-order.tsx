import { useEffect, useRef } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'
import { localizePath } from '#config/locale-path.ts'
import { fieldErrors } from '#core/accounts/schemas.ts'
import { accountFromGuestOrder, GuestAccountSchema, guestOrderPage } from '#core/orders/guest-order.ts'
import { serializeSessionCookie } from '#core/sessions/cookie.ts'
import { Button, ButtonLink } from '../../components/button.tsx'
import { FormAlert, TextField } from '../../components/form-field.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useFocusFirstError } from '../../lib/use-focus-first-error.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { OrderDetailView } from '../../orders/order-detail.tsx'
import { cartStore } from '../../state/cart-store.ts'
import type { Route } from './+types/guest-order'

/**
 * /gastbestellung/:token: a guest's order, opened by its link only (shown after the order and
 * mailed with the confirmation); 'Konto anlegen' turns it into an account with one password.
 */
export async function loader(args: Route.LoaderArgs) {
  const shop = args.context.get(shopContext)
  const page = await guestOrderPage(shop.deps, args.params.token)
  return {
    meta: { ...messagesMeta(args.request, 'guestOrder'), noindex: true },
    ...(page.ok
      ? { order: page.order, email: page.email, reason: null }
      : { order: null, email: null, reason: page.code }),
    loggedIn: Boolean(shop.session?.customer),
  }
}

export async function action(args: Route.ActionArgs) {
  const shop = args.context.get(shopContext)
  const { locale } = requestLocale(args.request)
  const form = Object.fromEntries(await args.request.formData())
  const parsed = GuestAccountSchema.safeParse(form)
  if (!parsed.success) return data({ fields: fieldErrors(parsed.error), reason: null }, { status: 400 })
  // A customer who is logged in already has an account: this page does not make a second one.
  if (shop.session?.customer) return data({ fields: {}, reason: 'ALREADY_LOGGED_IN' }, { status: 409 })
  const result = await accountFromGuestOrder(
    shop.deps,
    shop.session?.session ?? null,
    args.params.token,
    parsed.data.password,
    { origin: shop.origin, locale },
  )
  if (!result.ok) {
    if (result.code === 'PASSWORD_TOO_COMMON')
      return data({ fields: { password: 'passwordTooCommon' }, reason: null }, { status: 400 })
    return data({ fields: {}, reason: result.code }, { status: 409 })
  }
  // Logged in under a new session id: on to the order in the account.
  throw redirect(localizePath('/dashboard/orders', locale), {
    headers: { 'Set-Cookie': serializeSessionCookie(result.token, shop.secure, result.lifetimeDays) },
  })
}

export const meta = routeMeta

export default function GuestOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const navigation = useNavigation()
  const box = useRef<HTMLDivElement>(null)
  useFocusFirstError(box, actionData)
  useEffect(() => {
    // The order emptied the cart: the header's count is asked again.
    void cartStore().refreshCount(true)
  }, [])
  const { order } = loaderData
  if (!order) {
    return (
      <div>
        <PageIntro
          title={t('pages.guestOrder.title')}
          lead={t(`checkout.guest.reasons.${loaderData.reason ?? 'GUEST_ORDER_UNKNOWN'}`)}
        />
        <ButtonLink to={loaderData.loggedIn ? to('/dashboard/orders') : to('/login')}>
          {t(loaderData.loggedIn ? 'orders.toOrders' : 'account.loginSubmit')}
        </ButtonLink>
      </div>
    )
  }
  const fields = (actionData?.fields ?? {}) as Record<string, string>
  const reason = actionData?.reason ?? null
  return (
    <div ref={box}>
      <PageIntro title={t('pages.guestOrder.title')} lead={t('pages.guestOrder.lead')}>
        <p className="mt-3 text-lg font-medium">{t('orders.completedNumber', { number: order.number })}</p>
      </PageIntro>
      {loaderData.loggedIn ? null : (
        <section
          aria-labelledby="h-guest-account"
          className="mb-10 max-w-xl rounded-sm border border-ink p-5"
        >
          <h2 id="h-guest-account" className="text-2xl">
            {t('checkout.guest.accountTitle')}
          </h2>
          <p className="mt-2">{t('checkout.guest.accountLead', { email: loaderData.email ?? '' })}</p>
          <FormAlert message={reason ? t(`checkout.guest.reasons.${reason}`) : null} />
          <Form method="post" noValidate className="mt-4 space-y-4">
            <input type="hidden" name="username" autoComplete="username" value={loaderData.email ?? ''} />
            <TextField
              label={t('account.passwordLabel')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              hint={t('account.passwordHint')}
              error={fields.password ? t(`account.errors.${fields.password}`) : undefined}
            />
            <Button type="submit" disabled={navigation.state === 'submitting'}>
              {t('checkout.guest.accountSubmit')}
            </Button>
          </Form>
          {reason === 'ACCOUNT_EXISTS' ? (
            <p className="mt-4">
              <ButtonLink to={to('/login')} variant="secondary">
                {t('account.loginSubmit')}
              </ButtonLink>
            </p>
          ) : null}
        </section>
      )}
      <OrderDetailView order={order} guest />
    </div>
  )
}
