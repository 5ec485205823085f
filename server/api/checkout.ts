import { Hono } from 'hono'
import { z } from 'zod'
import { OrderAddressSchema } from '#core/addresses/rules.ts'
import { resolveOrderAddresses } from '#core/orders/order-addresses.ts'
import { payOrder } from '#core/orders/order-payment.ts'
import {
  type CheckoutError,
  type CheckoutFailure,
  checkoutSummary,
  placeOrder,
} from '#core/orders/place-order.ts'
import { paymentMethods } from '#core/orders/rules.ts'
import { readJson } from '../http/body.ts'
import { type ErrorCode, fail, ok } from '../http/envelope.ts'
import type { AppContext, AppEnv } from '../http/types.ts'
import { shirtContext } from './shirt.ts'

const id = z.coerce.number().int().positive().max(2_147_483_647)

export const CheckoutActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('summary') }),
  z.object({
    action: z.literal('placeOrder'),
    // Each address in full or by its id in the address book (docs/api.md names the ids).
    billingAddress: OrderAddressSchema.optional(),
    billingAddressId: id.optional(),
    shippingAddress: OrderAddressSchema.optional(),
    shippingAddressId: id.optional(),
    paymentMethod: z.enum(paymentMethods),
    acceptTerms: z.boolean(),
    idempotencyKey: z.string().trim().min(8).max(100).optional(),
    expectedTotal: z.number().min(0).max(1_000_000).optional(),
    needBy: z.iso.date().optional(),
  }),
  z.object({ action: z.literal('pay'), orderId: id }),
])

const failures: Record<CheckoutError, [ErrorCode, string]> = {
  NOT_LOGGED_IN: ['NOT_LOGGED_IN', 'Please log in to order'],
  TERMS_REQUIRED: ['BAD_INPUT', 'acceptTerms: the terms must be accepted'],
  EMPTY_CART: ['CONFLICT', 'No items in the cart'],
  MEASURE_MISSING: ['CONFLICT', 'shirtId: a design has no measurement profile'],
  PACKAGE_MEASURE: ['CONFLICT', 'shirtIds: all designs of the package use one measurement profile'],
  PACKAGE_COUNT: ['CONFLICT', 'shirtIds: the package no longer holds 7 designs; it is single shirts now'],
  PACKAGE_FABRIC: ['CONFLICT', 'shirtIds: a package design is no longer in fabric groups A and B'],
  PACKAGE_DUPLICATE: ['CONFLICT', 'shirtIds: a design is in two packages'],
  PRICE_CHANGED: ['CONFLICT', 'expectedTotal: prices have changed, please confirm the new total'],
  PAYMENT_UNAVAILABLE: ['BAD_INPUT', 'paymentMethod: not available for this order'],
  COUNTRY_MISMATCH: ['BAD_INPUT', 'shippingAddress.countryCode: must be the delivery country'],
  VOUCHER_SPENT: ['CONFLICT', 'code: a voucher was used up in the meantime'],
  OUT_OF_STOCK: ['CONFLICT', 'amount: an accessory is no longer in stock'],
  FABRIC_OUT_OF_STOCK: ['CONFLICT', "fabricId: not enough of a design's fabric is left in stock"],
  CART_CHANGED: ['CONFLICT', 'The cart changed while ordering; please check it'],
  IDEMPOTENCY_RUNNING: ['CONFLICT', 'idempotencyKey: this order is still being placed'],
  IDEMPOTENCY_MISMATCH: ['UNPROCESSABLE', 'idempotencyKey: already used for a different order'],
  NEED_BY_TOO_EARLY: ['BAD_INPUT', 'needBy: before the earliest possible delivery'],
}

/** Every refusal names its rule in `reason` so that the page can say it in the visitor's language. */
function failWith(c: AppContext, failure: CheckoutFailure) {
  const [status, message] = failures[failure.code]
  const extra: Record<string, unknown> = { reason: failure.code }
  if (failure.shirtId) extra.shirtId = failure.shirtId
  if (failure.fabricId) extra.fabricId = failure.fabricId
  if (failure.cart) extra.data = failure.cart
  // The package rules name themselves so that the page can say them in the visitor's language.
  if (failure.code.startsWith('PACKAGE_')) extra.reason = failure.code
  return fail(c, status, message, extra)
}

/** /api/checkout.php (docs/api.md): summary, placeOrder and pay (a pending order again); login required. */
export const checkoutApi = new Hono<AppEnv>().post('/checkout.php', async (c) => {
  const input = await readJson(c, CheckoutActionSchema)
  const context = await shirtContext(c)
  if (!context.customer) return failWith(c, { ok: false, code: 'NOT_LOGGED_IN' })
  switch (input.action) {
    case 'summary': {
      const summary = await checkoutSummary(context)
      if (!summary.ok) return failWith(c, summary)
      return ok(c, {
        data: summary.cart,
        paymentMethods: summary.paymentMethods,
        expectedDelivery: summary.expectedDelivery,
      })
    }
    case 'placeOrder': {
      const {
        action: _action,
        billingAddress,
        billingAddressId,
        shippingAddress,
        shippingAddressId,
        ...order
      } = input
      const billingGiven = Number(Boolean(billingAddress)) + Number(billingAddressId !== undefined)
      if (billingGiven !== 1)
        return fail(c, 'BAD_INPUT', 'billingAddress: give the address or its billingAddressId, not both', {
          field: 'billingAddress',
          reason: 'ADDRESS_CHOICE',
        })
      if (shippingAddress && shippingAddressId !== undefined)
        return fail(c, 'BAD_INPUT', 'shippingAddress: give the address or its shippingAddressId, not both', {
          field: 'shippingAddress',
          reason: 'ADDRESS_CHOICE',
        })
      const addresses = await resolveOrderAddresses(context.deps.db, context.customer.id, {
        billingAddress,
        shippingAddress,
        billingAddressId,
        shippingAddressId,
      })
      if (!addresses.ok)
        return fail(c, 'NOT_FOUND', `${addresses.field}: no such address`, {
          field: addresses.field,
          reason: 'UNKNOWN_ADDRESS',
        })
      const { ok: _ok, ...resolved } = addresses
      const result = await placeOrder(context, { ...order, ...resolved }, { origin: c.get('origin') })
      if (!result.ok) return failWith(c, result)
      if (!result.replay) c.get('metrics')?.orderPlaced(order.paymentMethod)
      return ok(c, {
        message: result.replay ? 'Order already placed' : 'Order placed',
        orderId: result.orderId,
        number: result.number,
        totalBrutto: result.totalBrutto,
        payment: result.payment,
      })
    }
    case 'pay': {
      const paying = await payOrder(context, input.orderId, { origin: c.get('origin') })
      return paying
        ? ok(c, paying)
        : fail(c, 'NOT_FOUND', 'orderId: no such order', { field: 'orderId', reason: 'UNKNOWN_ORDER' })
    }
  }
})
