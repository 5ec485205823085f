import { brand } from '#config/brand.ts'
import type { Locale } from '#config/locales.ts'
import { findOrderForWithdrawal, insertWithdrawal } from '#db/queries/withdrawals.ts'
import { normaliseEmail } from '../accounts/passwords.ts'
import type { Deps } from '../deps.ts'
import { sendMail } from '../email/contract.ts'
import { consumeEach } from '../limits/limiter.ts'
import { limits } from '../limits/rules.ts'
import { formatReceivedAt, withdrawalReference } from './rules.ts'
import { normaliseOrderNumber, type WithdrawalInput } from './schema.ts'

/** What the confirmation screen shows: the declaration as received, never whether the order exists. */
export type WithdrawalReceipt = {
  reference: string
  name: string
  email: string
  orderNumber: string
  items: string | null
  receivedAt: string
  receivedDate: string
  receivedTime: string
}

export type WithdrawalResult =
  | { ok: true; receipt: WithdrawalReceipt }
  | { ok: false; code: 'RATE_LIMITED'; retryAfter: number }

/**
 * Receives a withdrawal declaration (§ 356a BGB): stores it with the time of receipt, links it
 * to the order when email and order number belong together, mails the receipt (content, date
 * and time) to the given address and tells the workshop. The answer is the same for a known and
 * an unknown order, so the form cannot be used to probe order numbers.
 */
export async function submitWithdrawal(
  deps: Deps,
  input: WithdrawalInput,
  clientAddress: string,
  locale: Locale,
): Promise<WithdrawalResult> {
  const now = deps.now()
  const email = normaliseEmail(input.email)
  const refused = await consumeEach(deps.limiter, [
    [limits.withdrawalAddress, clientAddress],
    [limits.withdrawalEmail, email],
  ])
  if (refused) return { ok: false, code: 'RATE_LIMITED', retryAfter: refused.retryAfterSeconds }

  const orderNumber = normaliseOrderNumber(input.orderNumber)
  const items = input.scope === 'some' ? input.items : null
  const stored = await deps.db.transaction(async (tx) => {
    const order = await findOrderForWithdrawal(tx, orderNumber, email)
    return insertWithdrawal(tx, {
      reference: withdrawalReference(),
      name: input.name,
      email,
      orderNumber,
      items,
      orderId: order?.orderId ?? null,
      lang: locale,
      receivedAt: now,
    })
  })

  const { date, time } = formatReceivedAt(now, locale)
  const receipt: WithdrawalReceipt = {
    reference: stored.reference,
    name: stored.name,
    email,
    orderNumber,
    items,
    receivedAt: now.toISOString(),
    receivedDate: date,
    receivedTime: time,
  }
  // Both mails leave in the background: the answer must not wait for (or depend on) the mail
  // server, and its timing must not differ between known and unknown orders.
  void sendReceipts(deps, receipt, stored.orderId, locale).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'withdrawal mails failed'),
  )
  return { ok: true, receipt }
}

async function sendReceipts(deps: Deps, receipt: WithdrawalReceipt, orderId: number | null, locale: Locale) {
  const declaration = {
    reference: receipt.reference,
    name: receipt.name,
    email: receipt.email,
    orderNumber: receipt.orderNumber,
    items: receipt.items,
  }
  await sendMail(deps, {
    to: receipt.email,
    locale,
    template: 'withdrawalReceipt',
    data: { firstName: receipt.name, ...declaration, date: receipt.receivedDate, time: receipt.receivedTime },
  })
  // The workshop reads German; the shop address of config/brand.ts is its inbox.
  if (!brand.company.email) return
  const workshop = formatReceivedAt(new Date(receipt.receivedAt), 'de')
  await sendMail(deps, {
    to: brand.company.email,
    locale: 'de',
    template: 'withdrawalNotice',
    data: {
      firstName: brand.name,
      ...declaration,
      date: workshop.date,
      time: workshop.time,
      linked: orderId !== null,
      lang: locale,
    },
  })
}
