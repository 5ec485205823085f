import type { LimitRule } from './limiter.ts'

const minutes = (count: number) => count * 60_000

/**
 * Every throttle of the shop: what is counted, per what key, how many in which window. The
 * numbers are those of docs/api.md and the privacy notice; docs/security.md lists them for people.
 */
export const limits = {
  /**
   * Login attempts per account (the email) from browsers that never logged in to it: 5 in 15
   * minutes go straight to the password; beyond them each attempt needs a solved proof of work and
   * waits a growing delay (core/accounts/login-gate.ts). A correct password resets the count.
   */
  loginAccount: { scope: 'login-account', points: 5, windowMs: minutes(15) },
  /**
   * Login attempts per client address: far higher, so an office behind one address still works;
   * beyond it a proof of work, too. A known device does not count here: it has its own limit.
   */
  loginAddress: { scope: 'login-address', points: 100, windowMs: minutes(15) },
  /**
   * A device that logged in to the account before (a known-device cookie) has its own 10 attempts
   * in 15 minutes instead of the account's, then a proof of work like everybody else.
   */
  loginDevice: { scope: 'login-device', points: 10, windowMs: minutes(15) },
  /**
   * The owner's mail 'someone tried to log in': once when an account's free attempts run out, at
   * most once a day while the guessing goes on; the owner's next login or reset ends the episode.
   */
  loginLockMail: { scope: 'login-lock-mail', points: 1, windowMs: minutes(24 * 60) },
  /**
   * Wrong current passwords per session (password or email change, account deletion): a borrowed
   * session cannot be used to guess, and a stranger's guessing at the login does not lock a
   * logged-in owner out of changing the password.
   */
  currentPassword: { scope: 'current-password', points: 10, windowMs: minutes(15) },
  /** Password reset mails per email (whether or not it has an account) and per client address. */
  resetAccount: { scope: 'reset-account', points: 5, windowMs: minutes(60) },
  resetAddress: { scope: 'reset-address', points: 30, windowMs: minutes(60) },
  /**
   * Mails a registration sends to its address (the welcome with the confirmation link, or the
   * mail to the owner of a taken address): one an hour and three a day, however often and from
   * wherever the address is registered.
   */
  registrationMail: { scope: 'registration-mail', points: 1, windowMs: minutes(60) },
  registrationMailDaily: { scope: 'registration-mail-daily', points: 3, windowMs: minutes(24 * 60) },
  /**
   * Newsletter confirmation mails per address: one in ten minutes (of parallel requests only one
   * mails) and three a day.
   */
  newsletterMail: { scope: 'newsletter-mail', points: 1, windowMs: minutes(10) },
  newsletterMailDaily: { scope: 'newsletter-mail-daily', points: 3, windowMs: minutes(24 * 60) },
  /**
   * Registrations and newsletter subscriptions together, per network (`core/accounts/signup-proof.ts`):
   * more than an office registers in an hour; beyond it each one needs a proof of work, so a
   * script pays for every further mail to a stranger while people are never stopped.
   */
  signupNetwork: { scope: 'signup-network', points: 20, windowMs: minutes(60) },
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
  /**
   * Photo uploads (multipart bodies to the service form and a team's logo) per client address,
   * counted before a byte of the body is read: more than the service requests and replies an
   * office could send in an hour, so only a script meets it, and its bodies are never read.
   */
  uploadAddress: { scope: 'upload-address', points: 60, windowMs: minutes(60) },
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
