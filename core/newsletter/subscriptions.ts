import { randomBytes } from 'node:crypto'
import type { Locale } from '#config/locales.ts'
import {
  findSubscriptionByConfirmHash,
  findSubscriptionByEmail,
  findSubscriptionByUnsubscribeToken,
  insertSubscription,
  listConsentLog,
  logConsent,
  type SubscriptionRow,
  type SubscriptionStatus,
  updateSubscription,
} from '#db/queries/newsletter.ts'
import { normaliseEmail } from '../accounts/passwords.ts'
import type { MailContext } from '../accounts/register.ts'
import { admitSignup, type SignupClient } from '../accounts/signup-proof.ts'
import { accountLink, hashAccountToken, newAccountToken } from '../accounts/tokens.ts'
import type { Deps } from '../deps.ts'
import { sendMail } from '../email/contract.ts'
import { consumeEach } from '../limits/limiter.ts'
import { limits } from '../limits/rules.ts'
import { confirmLinkState, confirmLinkValidMs, subscribeStep } from './rules.ts'
import type { NewsletterSource } from './schemas.ts'

/** What the visitor consented to: the text shown next to the form, in the visitor's language. */
export type ConsentContext = MailContext & { consentText: string; source: NewsletterSource }

export type NewsletterLinkFailure = 'LINK_UNKNOWN' | 'LINK_EXPIRED' | 'LINK_USED'

function unsubscribeUrl(mail: MailContext, token: string) {
  return accountLink(mail.origin, mail.locale, '/newsletter', { unsubscribe: token })
}

/**
 * Double opt-in, step one: the address gets a confirmation mail (no advertising, nothing the
 * requester typed, no link but the confirmation) and the request with its consent text goes into
 * the record. The answer is the same whether the address is new, waiting or already subscribed.
 * An address gets at most three such mails a day, ten minutes apart; beyond that the request
 * changes nothing, so the link of the last mail keeps working.
 */
export async function requestSubscription(
  deps: Deps,
  input: { email: string },
  consent: ConsentContext,
): Promise<void> {
  const email = normaliseEmail(input.email)
  const now = deps.now()
  const existing = await findSubscriptionByEmail(deps.db, email)
  const step = subscribeStep(existing, now)
  if (step === 'none') return
  // Counted before the row changes: a refused request leaves the last mail's link working.
  const refused = await consumeEach(deps.limiter, [
    [limits.newsletterMail, email],
    [limits.newsletterMailDaily, email],
  ])
  if (refused) return
  const { token, hash } = newAccountToken()
  const patch = {
    status: 'pending' as const,
    locale: consent.locale,
    confirmTokenHash: hash,
    confirmExpiresAt: new Date(now.getTime() + confirmLinkValidMs),
    lastMailAt: now,
    updatedAt: now,
  }
  const row = await deps.db.transaction(async (db) => {
    const saved =
      existing && step === 'request'
        ? (await updateSubscription(db, existing.id, existing.status, patch))
          ? existing
          : null
        : await insertSubscription(db, {
            ...patch,
            email,
            unsubscribeToken: randomBytes(32).toString('base64url'),
            createdAt: now,
          })
    // null: a parallel request for the same address got there first and sends the mail.
    if (!saved) return null
    await logConsent(db, {
      subscriptionId: saved.id,
      email,
      event: 'requested',
      source: consent.source,
      consentText: consent.consentText,
      locale: consent.locale,
      at: now,
    })
    return saved
  })
  if (!row) return
  await sendMail(deps, {
    to: email,
    locale: consent.locale,
    template: 'newsletterConfirm',
    data: {
      confirmUrl: accountLink(consent.origin, consent.locale, '/newsletter', { confirm: token }),
      validDays: Math.round(confirmLinkValidMs / 86_400_000),
    },
  })
}

export type SubscribeResult =
  | { ok: true }
  | { ok: false; code: 'PROOF_OF_WORK_REQUIRED'; retryAfterSeconds: number }

/**
 * The newsletter form and `subscribe` of the API: a stranger's address can be typed in, so beyond
 * its network's allowance the request needs a proof of work (core/accounts/signup-proof.ts).
 */
export async function subscribeToNewsletter(
  deps: Deps,
  email: string,
  consent: ConsentContext,
  client: SignupClient,
): Promise<SubscribeResult> {
  const admission = await admitSignup(deps, client)
  if (!admission.admitted)
    return { ok: false, code: 'PROOF_OF_WORK_REQUIRED', retryAfterSeconds: admission.retryAfterSeconds }
  await requestSubscription(deps, { email }, consent)
  return { ok: true }
}

export type ConfirmResult = { ok: true; email: string } | { ok: false; code: NewsletterLinkFailure }

const linkFailure = { unknown: 'LINK_UNKNOWN', expired: 'LINK_EXPIRED', used: 'LINK_USED' } as const

/**
 * Double opt-in, step two: the link of the mail confirms the subscription. The confirmation goes
 * into the record with the text consented to at the request; a welcome mail follows.
 */
export async function confirmSubscription(deps: Deps, token: string, origin: string): Promise<ConfirmResult> {
  const now = deps.now()
  const row = await findSubscriptionByConfirmHash(deps.db, hashAccountToken(token))
  const state = confirmLinkState(row, now)
  if (!row || state !== 'valid') return { ok: false, code: linkFailure[state as keyof typeof linkFailure] }
  const confirmed = await deps.db.transaction(async (db) => {
    if (!(await updateSubscription(db, row.id, 'pending', { status: 'subscribed', updatedAt: now })))
      return false
    const request = (await listConsentLog(db, row.id)).findLast((entry) => entry.event === 'requested')
    await logConsent(db, {
      subscriptionId: row.id,
      email: row.email,
      event: 'confirmed',
      source: request?.source ?? 'page',
      consentText: request?.consentText ?? '',
      locale: row.locale,
      at: now,
    })
    return true
  })
  if (!confirmed) return { ok: false, code: 'LINK_USED' }
  const locale = row.locale as Locale
  await sendMail(deps, {
    to: row.email,
    locale,
    template: 'newsletterWelcome',
    data: { firstName: '', unsubscribeUrl: unsubscribeUrl({ origin, locale }, row.unsubscribeToken) },
  })
  return { ok: true, email: row.email }
}

/** Withdraws consent for one row; true when this call changed it. */
async function withdraw(deps: Deps, row: SubscriptionRow, source: string): Promise<boolean> {
  if (row.status === 'unsubscribed') return false
  const now = deps.now()
  return deps.db.transaction(async (db) => {
    const changed = await updateSubscription(db, row.id, row.status, {
      status: 'unsubscribed',
      confirmTokenHash: null,
      confirmExpiresAt: null,
      updatedAt: now,
    })
    if (changed)
      await logConsent(db, {
        subscriptionId: row.id,
        email: row.email,
        event: 'unsubscribed',
        source,
        consentText: '',
        locale: row.locale,
        at: now,
      })
    return changed
  })
}

/**
 * The unsubscribe link of every newsletter mail. Unsubscribing twice is no error: the second
 * answer is the same, the address stays unsubscribed.
 */
export async function unsubscribeByToken(
  deps: Deps,
  token: string,
): Promise<{ ok: true; email: string } | { ok: false; code: 'LINK_UNKNOWN' }> {
  const row = await findSubscriptionByUnsubscribeToken(deps.db, token)
  if (!row) return { ok: false, code: 'LINK_UNKNOWN' }
  await withdraw(deps, row, 'link')
  return { ok: true, email: row.email }
}

/** Unsubscribing from the dashboard or when the account is deleted. */
export async function unsubscribeByEmail(
  deps: Deps,
  email: string,
  source: NewsletterSource | 'account-deleted',
) {
  const row = await findSubscriptionByEmail(deps.db, normaliseEmail(email))
  if (row) await withdraw(deps, row, source)
}

export type CustomerNewsletterState = 'subscribed' | 'pending' | 'none'

export function customerNewsletterState(status: SubscriptionStatus | null): CustomerNewsletterState {
  return status === 'subscribed' || status === 'pending' ? status : 'none'
}

/**
 * The dashboard's newsletter box: ticking it starts the same double opt-in as the page (a customer
 * confirms too: double opt-in); unticking it unsubscribes at once.
 */
export async function setCustomerNewsletter(
  deps: Deps,
  customer: { email: string },
  wanted: boolean,
  consent: ConsentContext,
): Promise<void> {
  const row = await findSubscriptionByEmail(deps.db, normaliseEmail(customer.email))
  const state = customerNewsletterState(row?.status ?? null)
  if (wanted && state === 'none') await requestSubscription(deps, customer, consent)
  if (!wanted && state !== 'none' && row) await withdraw(deps, row, consent.source)
}

/** What the /newsletter page shows for a confirmation link before the visitor clicks (read only). */
export async function confirmLinkStatus(deps: Deps, token: string) {
  const row = await findSubscriptionByConfirmHash(deps.db, hashAccountToken(token))
  return confirmLinkState(row, deps.now())
}

/** GDPR export: the address's subscription state and its consent record (without tokens). */
export async function newsletterExport(deps: Deps, email: string) {
  const row = await findSubscriptionByEmail(deps.db, normaliseEmail(email))
  if (!row) return null
  const log = await listConsentLog(deps.db, row.id)
  return {
    status: row.status,
    consentRecord: log.map(({ event, source, consentText, locale, at }) => ({
      event,
      source,
      consentText,
      locale,
      at: at.toISOString(),
    })),
  }
}
