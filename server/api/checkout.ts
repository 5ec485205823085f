import { Hono } from 'hono'
import { z } from 'zod'
import { resolveOrderAddresses } from '#core/orders/order-addresses.ts'
import {
  type CheckoutError,
  type CheckoutFailure,
  checkoutSummary,
  payOrder,
  placeOrder,
} from '#core/orders/place-order.ts'
import { paymentMethods } from '#core/orders/rules.ts'
import { safeText } from '#core/validation/safe-text.ts'
import { readJson } from '../http/body.ts'
import { type ErrorCode, fail, ok } from '../http/envelope.ts'
import type { AppContext, AppEnv } from '../http/types.ts'
import { shirtContext } from './shirt.ts'

const line = (max: number) => safeText(z.string()).trim().min(1).max(max)
const optional = (max: number) => safeText(z.string()).trim().max(max).optional()

export const AddressSchema = z.object({
  salutation: optional(30),
  firstName: line(80),
  lastName: line(80),
  company: optional(120),
  street: line(120),
  postalCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/),
  city: line(80),
  countryCode: z.string().trim().length(2),
})

const id = z.coerce.number().int().positive().max(2_147_483_647)

export const CheckoutActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('summary') }),
  z.object({
    action: z.literal('placeOrder'),
    // Each address in full or by its id in the address book (API.md names the ids).
    billingAddress: AddressSchema.optional(),
    billingAddressId: id.optional(),
    shippingAddress: AddressSchema.optional(),
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
  CART_CHANGED: ['CONFLICT', 'The cart changed while ordering; please check it'],
  IDEMPOTENCY_RUNNING: ['CONFLICT', 'idempotencyKey: this order is still being placed'],
  IDEMPOTENCY_MISMATCH: ['UNPROCESSABLE', 'idempotencyKey: already used for a different order'],
  NEED_BY_TOO_EARLY: ['BAD_INPUT', 'needBy: before the earliest possible delivery'],
}

function failWith(c: AppContext, failure: CheckoutFailure) {
  const [status, message] = failures[failure.code]
  const extra: Record<string, unknown> = {}
  if (failure.shirtId) extra.shirtId = failure.shirtId
  if (failure.cart) extra.data = failure.cart
  // The package rules name themselves so that the page can say them in the visitor's language.
  if (failure.code.startsWith('PACKAGE_')) extra.reason = failure.code
  return fail(c, status, message, extra)
}

/** /api/checkout.php (API.md): summary, placeOrder and pay (a pending order again); login required. */
export const checkoutApi = new Hono<AppEnv>().post('/checkout.php', async (c) => {
  const input = await readJson(c, CheckoutActionSchema)
  const context = await shirtContext(c)
  if (!context.customer) return fail(c, 'NOT_LOGGED_IN', 'Please log in to order')
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
      const { action: _action, billingAddressId, shippingAddressId, ...order } = input
      const billingGiven = Number(Boolean(order.billingAddress)) + Number(billingAddressId !== undefined)
      if (billingGiven !== 1)
        return fail(c, 'BAD_INPUT', 'billingAddress: give the address or its billingAddressId, not both')
      if (order.shippingAddress && shippingAddressId !== undefined)
        return fail(c, 'BAD_INPUT', 'shippingAddress: give the address or its shippingAddressId, not both')
      const addresses = await resolveOrderAddresses(context.deps.db, context.customer.id, {
        ...order,
        billingAddressId,
        shippingAddressId,
      })
      if (!addresses.ok) return fail(c, 'NOT_FOUND', `${addresses.field}: no such address`)
      const { ok: _ok, ...resolved } = addresses
      const result = await placeOrder(context, { ...order, ...resolved }, { origin: c.get('origin') })
      if (!result.ok) return failWith(c, result)
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
      return paying ? ok(c, paying) : fail(c, 'NOT_FOUND', 'orderId: no such order')
    }
  }
})
