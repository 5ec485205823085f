import type { Locale } from '#config/locales.ts'
import type { OrderAddress } from '#db/schema/index.ts'
import type { Deps } from '../deps.ts'
import type { Addressee } from './addressee.ts'
import { toMailJob } from './mail-job.ts'

/**
 * The emails the shop sends and the data each needs. Use cases only name a template and hand
 * over its data; rendering (texts in the customer's language, branded HTML) and delivery
 * (outbox files or SMTP) live in server/email, wired in by the composition root.
 * A new mail: add its entry here and its template in server/email/templates.ts.
 */
export type MailTemplates = {
  /**
   * After registration: welcome and the link that confirms the address and opens the account.
   * Like every mail to an address nobody has confirmed yet (`emailChangeConfirm`,
   * `newsletterConfirm`), it has no `firstName`: whoever asked for it may not own the address, so
   * it carries nothing they typed and no link but the confirmation.
   */
  welcome: { confirmUrl: string }
  /** Someone registered with the address of a confirmed account: its owner's name, not the visitor's. */
  accountExists: Addressee & { loginUrl: string; resetUrl: string }
  passwordReset: Addressee & { resetUrl: string; validMinutes: number }
  passwordChanged: Addressee & { resetUrl: string }
  /**
   * The account's free login attempts ran out (once per lock episode): someone tried to log in;
   * the owner still can, after a short check; `resetUrl` opens /forgot-password.
   */
  loginAttempts: Addressee & { resetUrl: string }
  /** Sent to the new address; the change takes effect only when the link is opened. */
  emailChangeConfirm: { confirmUrl: string; newEmail: string; validMinutes: number }
  /** Sent to the old address when the change is requested, so a hijack does not go unnoticed. */
  emailChangeNotice: Addressee & { newEmail: string }
  /** `guest`: a guest row was erased (docs/decisions/024): no account, the order link ends. */
  accountDeleted: Addressee & { guest?: boolean }
  /** After placeOrder: the contract on a durable medium (§ 312f (2) BGB), with invoice, terms and withdrawal. */
  orderConfirmation: OrderConfirmationMail
  /** When a paid order holds gift vouchers: one PDF per voucher for the buyer to pass on. */
  giftVouchers: Addressee & { number: string; vouchers: GiftVoucherDocument[] }
  /** The workshop shipped the order (back office): carrier, tracking number and the carrier's page. */
  orderShipped: OrderStepMail & { carrier: string; trackingNumber: string; trackingUrl: string | null }
  /** The shop cancelled the order; a refund of money already paid follows separately. */
  orderCancelled: OrderStepMail
  /** The order's payment went back to the customer (card: through Stripe; transfers: by hand). */
  orderRefunded: OrderStepMail
  /** Receipt of a withdrawal declaration (§ 356a BGB): its content and the date and time of receipt. */
  withdrawalReceipt: WithdrawalDeclaration & { firstName: string; date: string; time: string }
  /** The same declaration for the workshop's inbox; `linked`: email and order number matched an order. */
  withdrawalNotice: WithdrawalDeclaration & {
    firstName: string
    date: string
    time: string
    linked: boolean
    lang: Locale
  }
  /** To the shop (ADMIN_EMAIL, else the service address): a visitor sent the feedback form. */
  feedbackReceived: {
    firstName: string
    feedbackId: number
    name: string
    email: string
    message: string
    fileCount: number
    lang: string
    page: string
  }
  /** To the shop: a customer opened a service request (`isNew`) or wrote in its thread. */
  serviceMessage: {
    firstName: string
    ticketId: number
    subject: string
    topic: string
    kind: string
    isNew: boolean
    from: string
    message: string
    fileCount: number
    ticketUrl: string
  }
  /** To the customer: the workshop answered a service request; the link opens the thread. */
  serviceAnswer: Addressee & { ticketId: number; subject: string; message: string; ticketUrl: string }
  /**
   * To the customer: the workshop decided a request under the first-order fit promise. A remake's
   * order confirmation follows as its own mail; an alteration names its free return label; a
   * decline its reason (a key of `fitPromise.reasons`).
   */
  fitPromiseDecision: Addressee & {
    ticketId: number
    subject: string
    decision: 'remake' | 'alteration' | 'declined'
    reason: string | null
    returnLabel: string | null
    ticketUrl: string
  }
  /**
   * Double opt-in: the link that confirms a newsletter subscription (no advertising in it: consent
   * is not yet given, § 7 (2) UWG), and no other link: unconfirmed, the address receives nothing
   * to unsubscribe from.
   */
  newsletterConfirm: { confirmUrl: string; validDays: number }
  /**
   * After the confirmation: the subscription is active. Every newsletter mail from here on carries
   * `unsubscribeUrl`; the mailer also sets List-Unsubscribe from it.
   */
  newsletterWelcome: Addressee & { unsubscribeUrl: string }
  /** To a team member who has not added their part yet: the organiser asks them to, by the deadline. */
  teamReminder: Addressee & { teamName: string; organiser: string; deadline: string; partUrl: string }
  /** To each member whose shirt the organiser ordered: it is being made to their profile. */
  teamOrdered: Addressee & { teamName: string; number: string; designsUrl: string }
  /** To each member of a team order that was shipped (to the organiser's address). */
  teamShipped: Addressee & { teamName: string; number: string; designsUrl: string }
}

/** What every order step mail names: the customer, the order and the link to the order page. */
export type OrderStepMail = Addressee & {
  number: string
  /** The order's page by the one rule (orderPageLink); null: a guest order without a kept link. */
  ordersUrl: string | null
  /** A guest's order: the button opens the order itself, not an account. */
  guest?: boolean
}

/** What a customer declared with the 'Vertrag widerrufen' form, as stored. */
export type WithdrawalDeclaration = {
  reference: string
  name: string
  email: string
  orderNumber: string
  /** null: every item of the order that carries the right of withdrawal. */
  items: string | null
}

/** Right of withdrawal of one order line: excluded (made to measure), 14 days from receipt or from the contract. */
export type WithdrawalKind = 'excluded' | 'fromReceipt' | 'fromContract'

export type OrderMailLine = {
  name: string
  /** The plain-language design description shown above the order button. */
  description: string
  /** The seven designs of a package line. */
  designs: string[]
  measure: string | null
  amount: number
  unitCents: number
  lineCents: number
  vatRate: number
  withdrawal: WithdrawalKind
  /** Absolute URL of the composed design picture, when the line is a design. */
  imageUrl: string | null
}

export type OrderConfirmationMail = Addressee & {
  number: string
  orderedAt: string
  expectedDelivery: string
  needBy: string | null
  paymentMethod: 'prepayment' | 'invoice' | 'card' | 'demo'
  paid: boolean
  bank: { holder: string; bank: string; iban: string; bic: string } | null
  dueDays: number | null
  lines: OrderMailLine[]
  totals: {
    itemsCents: number
    shippingCents: number
    totalCents: number
    vat: { rate: number; vatCents: number; netCents: number }[]
    vouchers: { code: string; amountCents: number }[]
  }
  billingAddress: OrderAddress
  shippingAddress: OrderAddress
  /** Gift vouchers of the order that are mailed once the payment has arrived. */
  giftVouchersLater: number
  /** The account's order list, or for a guest's order its own page (where the account is one click away). */
  orderUrl: string | null
  /** A guest's order: the mail says the order's page also turns it into an account. */
  guest?: boolean
  withdrawalUrl: string
}

export type GiftVoucherDocument = {
  /** Grouped for reading: XXXXX-XXXXX-XXXXX-XXXXX. */
  code: string
  valueCents: number
  recipientName: string | null
  message: string | null
  /** Gift a shirt: the pre-designed shirt in one plain-language line (the buyer's language). */
  design: string | null
  /** Last day of validity (YYYY-MM-DD); null for a voucher without an end (none are sold so). */
  expiresAt: string | null
  orderNumber: string
}

/**
 * A file sent with a mail. Use cases name what to attach; documents that have words in the
 * customer's language (content pages, gift vouchers) are rendered by server/email in the mail's
 * language, finished files (the invoice, German as issued) come as bytes.
 */
export type MailAttachment =
  | { kind: 'file'; filename: string; contentType: string; content: Uint8Array }
  | { kind: 'page'; page: 'agb' | 'widerruf' }
  | { kind: 'giftVoucher'; voucher: GiftVoucherDocument }

export type MailTemplateName = keyof MailTemplates

export type MailRequest = {
  [K in MailTemplateName]: {
    to: string
    locale: Locale
    template: K
    data: MailTemplates[K]
    attachments?: MailAttachment[]
  }
}[MailTemplateName]

export type Mailer = {
  send(request: MailRequest): Promise<void>
}

/**
 * Queues one mail as a durable job (core/jobs): it is rendered and sent by the worker, outside the
 * request, and retried while the mail server is slow or down. The answer of an account action
 * never waits for the mail server (nor reveals whether a mail went out); a failure to queue is
 * logged, not shown to the visitor.
 */
export async function sendMail(
  deps: Pick<Deps, 'db' | 'jobs' | 'logger'>,
  request: MailRequest,
): Promise<void> {
  try {
    await deps.jobs.enqueue(deps.db, { kind: 'mail', payload: toMailJob(request) })
  } catch (error) {
    deps.logger.error({ err: error, template: request.template }, 'mail could not be queued')
  }
}
