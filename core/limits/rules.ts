import type { LimitRule } from './limiter.ts'

const minutes = (count: number) => count * 60_000

/**
 * Every throttle of the shop: what is counted, per what key, how many in which window. The
 * numbers are those of docs/api.md and the privacy notice; docs/security.md lists them for people.
 */
export const limits = {
  /** Login attempts per account (the email): 10 in 15 minutes; a correct password resets it. */
  loginAccount: { scope: 'login-account', points: 10, windowMs: minutes(15) },
  /** Login attempts per client address: far higher, so an office behind one address still works. */
  loginAddress: { scope: 'login-address', points: 100, windowMs: minutes(15) },
  /**
   * The way out of an account lock: a device that logged in to the account before (a known-device
   * cookie) has its own 10 attempts in 15 minutes instead of the account's.
   */
  loginDevice: { scope: 'login-device', points: 10, windowMs: minutes(15) },
  /** Password reset mails per email (whether or not it has an account) and per client address. */
  resetAccount: { scope: 'reset-account', points: 5, windowMs: minutes(60) },
  resetAddress: { scope: 'reset-address', points: 30, windowMs: minutes(60) },
  /** A taken address gets at most one 'account exists' mail an hour, however often it is registered. */
  accountExistsMail: { scope: 'account-exists-mail', points: 1, windowMs: minutes(60) },
  /**
   * Voucher codes tried per session, per account and per client address (a valid code gives its
   * attempts back). A new session or a new account gets no new guesses from the same network;
   * the address allows for an office whose people each mistype a code or two.
   */
  voucherSession: { scope: 'voucher-session', points: 5, windowMs: minutes(15) },
  voucherAccount: { scope: 'voucher-account', points: 10, windowMs: minutes(15) },
  voucherAddress: { scope: 'voucher-address', points: 30, windowMs: minutes(15) },
  /**
   * Withdrawal declarations per email and per client address: generous for a customer withdrawing
   * from several orders, tight enough that nobody can fill strangers' inboxes with receipts.
   */
  withdrawalEmail: { scope: 'withdrawal-email', points: 5, windowMs: minutes(60) },
  withdrawalAddress: { scope: 'withdrawal-address', points: 20, windowMs: minutes(60) },
  /** Feedback sends per client address (the privacy notice promises such a limit). */
  feedbackAddress: { scope: 'feedback-address', points: 20, windowMs: minutes(60) },
  /** Service requests opened per session and per client address. */
  serviceSession: { scope: 'service-session', points: 5, windowMs: minutes(60) },
  serviceAddress: { scope: 'service-address', points: 20, windowMs: minutes(60) },
  /** Customer replies (each one mails the workshop) per ticket, session and client address. */
  serviceReplyTicket: { scope: 'service-reply-ticket', points: 10, windowMs: minutes(60) },
  serviceReplySession: { scope: 'service-reply-session', points: 20, windowMs: minutes(60) },
  serviceReplyAddress: { scope: 'service-reply-address', points: 40, windowMs: minutes(60) },
  /**
   * Staff answers (each one mails the customer) per ticket and per staff account: a slip of the
   * hand or a stolen staff session cannot flood a customer's inbox.
   */
  staffReplyTicket: { scope: 'staff-reply-ticket', points: 10, windowMs: minutes(60) },
  staffReplyAccount: { scope: 'staff-reply-account', points: 120, windowMs: minutes(60) },
} as const satisfies Record<string, LimitRule>
