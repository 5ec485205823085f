import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { sessions } from './sessions.ts'
import { shirts } from './shirts.ts'
import { orderStatus, orderStatuses, voucherStatus, voucherStatuses } from './statuses.ts'

type Names = { de: string; en: string; fr: string; es: string }

/** A CHECK that a text column holds one of the values its `enum` lists. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`
}

/** Accessories of /shop/{category}: ties, bow ties, cufflinks, pocket squares, collar stays. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    name: jsonb('name').$type<Names>().notNull(),
    description: jsonb('description').$type<Names>().notNull(),
    /** German gross reference price in cents (decision 004). */
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /**
     * The uploaded photo's stored name (`{id}-{hash}.jpg`, core/catalog/product-photos.ts), null
     * while the shop draws the product. The hash in the name makes each photo its own address.
     */
    photo: text('photo'),
  },
  (table) => [
    uniqueIndex('products_slug_unique').on(table.slug),
    index('products_category_idx').on(table.category),
    check('products_price_check', sql`${table.priceCents} >= 0`),
  ],
)

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Names>().notNull(),
    /** Price of this variant when it differs from the product's. */
    priceCents: integer('price_cents'),
    stock: integer('stock').notNull().default(0),
    /** The variant's main colour (#rrggbb): its picture in the shop is drawn in it. */
    colour: text('colour'),
  },
  (table) => [
    index('product_variants_product_idx').on(table.productId),
    check('product_variants_price_check', sql`${table.priceCents} >= 0`),
    check('product_variants_stock_check', sql`${table.stock} >= 0`),
    check(
      'product_variants_colour_check',
      sql`${table.colour} is null or ${table.colour} ~ '^#[0-9a-f]{6}$'`,
    ),
  ],
)

/**
 * Cart lines besides single designs (designs in the cart are shirts with orderStatus 1). Owned
 * like shirts: by the guest session, by the customer after login. `vatRate` is the rate the line
 * was last priced at; a line priced for another country is re-priced and reported.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').references(() => sessions.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['product', 'voucher', 'samples', 'package7'] }).notNull(),
    productId: integer('product_id').references(() => products.id),
    variantId: integer('variant_id').references(() => productVariants.id),
    amount: integer('amount').notNull().default(1),
    voucherValueCents: integer('voucher_value_cents'),
    recipientName: text('recipient_name'),
    message: text('message'),
    fabricIds: jsonb('fabric_ids').$type<number[]>(),
    shirtIds: jsonb('shirt_ids').$type<number[]>(),
    /** A gift voucher can carry one of the giver's designs, frozen into the order at checkout. */
    giftShirtId: integer('gift_shirt_id').references(() => shirts.id, { onDelete: 'set null' }),
    vatRate: numeric('vat_rate', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_items_session_idx').on(table.sessionId),
    index('cart_items_customer_idx').on(table.customerId),
    check('cart_items_amount_check', sql`${table.amount} > 0`),
    check('cart_items_voucher_value_check', sql`${table.voucherValueCents} >= 0`),
    check('cart_items_vat_rate_check', sql`${table.vatRate} >= 0`),
  ],
)

/** Gift vouchers. `status` pending until the order that bought it is paid; balance only ever falls. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** Normalised (upper case, no dashes): what a typed code is looked up by. */
    code: text('code').notNull(),
    /** The code as issued and printed ('DEMO-TEST-20', 'ABCDE-FGHJK-…'): what every screen shows. */
    issuedCode: text('issued_code').notNull(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    /** A single-use voucher is spent completely by its first order, whatever it paid. */
    singleUse: boolean('single_use').notNull().default(false),
    status: text('status', { enum: voucherStatuses }).notNull().default(voucherStatus.pending),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The order that sold the voucher; an order is never deleted under what it sold. */
    purchaseOrderId: integer('purchase_order_id').references((): AnyPgColumn => orders.id),
    recipientName: text('recipient_name'),
    message: text('message'),
    /** The admin's internal note on a voucher issued in the back office. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vouchers_code_unique').on(table.code),
    check('vouchers_note_check', sql`char_length(${table.note}) <= 500`),
    // The printed code and the looked-up one are the same code (normalizeVoucherCode).
    check(
      'vouchers_issued_code_check',
      sql`${table.code} = upper(regexp_replace(${table.issuedCode}, '[[:space:]-]', '', 'g'))`,
    ),
    check('vouchers_status_check', oneOf(table.status, voucherStatuses)),
    check('vouchers_balance_check', sql`${table.balanceCents} between 0 and ${table.initialCents}`),
  ],
)

/** Vouchers a cart carries into checkout (applyVoucher); the balance is only taken at placeOrder. */
export const cartVouchers = pgTable(
  'cart_vouchers',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').references(() => sessions.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_vouchers_session_idx').on(table.sessionId),
    index('cart_vouchers_customer_idx').on(table.customerId),
  ],
)

export type OrderAddress = {
  salutation?: string
  firstName: string
  lastName: string
  company?: string
  /** The buyer's VAT id (a team order's company): printed under the billing address on the invoice. */
  vatId?: string
  street: string
  postalCode: string
  city: string
  countryCode: string
}

export type VatLine = { rate: number; grossCents: number; netCents: number; vatCents: number }

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status', { enum: orderStatuses }).notNull().default(orderStatus.pending),
    paymentMethod: text('payment_method').notNull(),
    /** No foreign key: countries are config/countries.ts's list, not a table. */
    deliveryCountryId: integer('delivery_country_id').notNull(),
    lang: text('lang').notNull().default('de'),
    itemsCents: integer('items_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vat: jsonb('vat').$type<VatLine[]>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    firstOrder: boolean('first_order').notNull().default(false),
    needBy: text('need_by'),
    expectedDelivery: text('expected_delivery').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    invoiceNumber: text('invoice_number'),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payment provider's reference (a Stripe Checkout Session id) for redirect payments. */
    paymentRef: text('payment_ref'),
    /** When the order last changed state (paid, in production, shipped, delivered, cancelled). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /**
     * Fit first, for orders with a 7-shirt package: 'first' while one shirt is made and tried on,
     * 'rest' once the other six are released (fit confirmed, or 14 days without a complaint).
     */
    packageStage: text('package_stage', { enum: ['first', 'rest'] }),
    firstDeliveredAt: timestamp('first_delivered_at', { withTimezone: true }),
    fitConfirmedAt: timestamp('fit_confirmed_at', { withTimezone: true }),
    /** Bumped by every back-office write: two staff editing one order cannot overwrite each other. */
    version: integer('version').notNull().default(0),
    /** Set together when the order is shipped (the customer's mail and /dashboard/orders show them). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** When the parcel left: the order page counts the carrier's days from it. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Stripe's refund id for a card payment; null for a refund recorded by hand. */
    refundRef: text('refund_ref'),
    /**
     * The provider's idempotency key of the order's refund, stored when the refund is requested:
     * sending it again (a retry, a second worker) is the same refund at the provider, never a second.
     */
    refundKey: text('refund_key'),
    /** Why the provider refused the last refund attempt (state refund_failed); cleared on a retry. */
    refundFailure: text('refund_failure'),
    /**
     * A guest's order: the SHA-256 of the unguessable link (mailed, and the page after the order)
     * through which the guest sees the order and turns it into an account; null for an account's.
     */
    guestTokenHash: text('guest_token_hash'),
    /**
     * A remake under the first-order fit promise: the order whose shirt did not fit. The remake is
     * an order of its own at 0 € (core/orders/remake-order.ts); an order is remade at most once.
     */
    remakeOfOrderId: integer('remake_of_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'restrict',
    }),
    /**
     * The same link's token, encrypted at rest (core/secrets/sealed.ts), so the status mails
     * (shipped, cancelled, refunded) can carry the guest's link again; null for an account's
     * order, a guest order placed before it was kept, and after an erasure.
     */
    guestTokenSealed: text('guest_token_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.number),
    uniqueIndex('orders_invoice_number_unique').on(table.invoiceNumber),
    uniqueIndex('orders_guest_token_unique').on(table.guestTokenHash),
    uniqueIndex('orders_remake_of_unique').on(table.remakeOfOrderId),
    check('orders_remake_of_check', sql`${table.remakeOfOrderId} <> ${table.id}`),
    check(
      'orders_guest_token_sealed_check',
      sql`${table.guestTokenSealed} is null or ${table.guestTokenHash} is not null`,
    ),
    uniqueIndex('orders_idempotency_unique').on(table.customerId, table.idempotencyKey),
    index('orders_customer_idx').on(table.customerId),
    check('orders_status_check', oneOf(table.status, orderStatuses)),
    check('orders_tracking_check', sql`(${table.carrier} is null) = (${table.trackingNumber} is null)`),
    check('orders_shipped_at_check', sql`(${table.carrier} is null) = (${table.shippedAt} is null)`),
    check(
      'orders_cents_check',
      sql`${table.itemsCents} >= 0 and ${table.shippingCents} >= 0 and ${table.discountCents} >= 0 and ${table.totalCents} >= 0 and ${table.netCents} >= 0`,
    ),
  ],
)

/**
 * The last invoice number given out, per series (one: 'RE'). Taken by the order's own transaction,
 * whose update keeps the row locked until it commits: an order refused or rolled back gives its
 * number back, so the numbers run without gaps. A sequence could not: nextval() is never undone.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('invoice_counters_last_check', sql`${table.lastNumber} >= 0`)],
)

/** A frozen design: what was ordered, independent of later edits to the design or its profile. */
export type FrozenDesign = {
  fabricId: number
  parts: [number, number][]
  attributes: [number, number, number, string | null][]
  summary: string
}

export type FrozenMeasure = Record<string, unknown> & { measureId: number; set_name: string }

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['shirt', 'product', 'voucher', 'samples', 'package7'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /**
     * Name and description in German for the invoice original (issued in German) when the order's
     * language is another; null on a German order, whose name and description are German already.
     */
    invoiceText: jsonb('invoice_text').$type<{ name: string; description: string }>(),
    amount: integer('amount').notNull(),
    unitGrossCents: integer('unit_gross_cents').notNull(),
    vatRate: numeric('vat_rate', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    lineGrossCents: integer('line_gross_cents').notNull(),
    withdrawal: boolean('withdrawal').notNull(),
    /**
     * What the line sold, while it exists: the order keeps its own frozen copy (name, design,
     * measure), so an erased customer's designs or a retired accessory leave the line intact.
     */
    shirtId: integer('shirt_id').references(() => shirts.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    voucherId: integer('voucher_id').references((): AnyPgColumn => vouchers.id, { onDelete: 'set null' }),
    design: jsonb('design').$type<FrozenDesign>(),
    measure: jsonb('measure').$type<FrozenMeasure>(),
    /** Designs of a 7-shirt package line. */
    designs:
      jsonb('designs').$type<{ shirtId: number; design: FrozenDesign; measure: FrozenMeasure | null }[]>(),
    /**
     * A team order's line: the member the shirt is made for (their name, for the production
     * sheet). Their frozen measurements are the workshop's only, never shown to the organiser.
     */
    wearer: text('wearer'),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    // Deleting a design looks its lines up here (set null).
    index('order_items_shirt_idx').on(table.shirtId),
    check('order_items_amount_check', sql`${table.amount} > 0`),
    check('order_items_cents_check', sql`${table.unitGrossCents} >= 0 and ${table.lineGrossCents} >= 0`),
  ],
)

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('voucher_redemptions_unique').on(table.voucherId, table.orderId),
    check('voucher_redemptions_amount_check', sql`${table.amountCents} >= 0`),
  ],
)

/**
 * Idempotency keys of placeOrder, scoped to the customer. Written (and committed) before the
 * order's transaction starts, so that a second request with the same key while the first still
 * runs can be told apart (409) from a replay after it finished (the first order again).
 */
export const checkoutRequests = pgTable(
  'checkout_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('checkout_requests_key_unique').on(table.customerId, table.idempotencyKey)],
)

/**
 * Every payment provider event the shop acted on, keyed by the provider's event id: a webhook
 * delivered twice (providers retry until they get a 2xx) is recognised and changes nothing twice.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_order_idx').on(table.orderId)],
)
