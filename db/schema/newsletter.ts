import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The one source of truth for the newsletter (double opt-in, § 7 (2) UWG): one row per address,
 * guests and customers alike. A customer counts as subscribed when a row for the account's
 * address is 'subscribed'; the page, the popup, registration and the dashboard all write here.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, like customers.email, so both compare directly. */
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'subscribed', 'unsubscribed'] }).notNull(),
    locale: text('locale').notNull().default('de'),
    /** SHA-256 of the confirmation token of the last mail; the token itself is never stored. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /**
     * Kept in plain text on purpose: every newsletter mail, also later ones, must carry a working
     * unsubscribe link, and the token allows nothing but unsubscribing this address.
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** When the last confirmation mail went out: repeated requests do not flood the inbox. */
    lastMailAt: timestamp('last_mail_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_unique').on(table.email),
    uniqueIndex('newsletter_subscriptions_confirm_unique').on(table.confirmTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_unique').on(table.unsubscribeToken),
  ],
)

/**
 * The record of consent (time, address, text consented to: proof of consent, Art. 7 (1) GDPR), append-only: a request, its
 * confirmation and a withdrawal each add a row, so the proof survives re-subscribing. No IP
 * address is stored; the confirmation by the link in the mail is the proof.
 */
export const newsletterConsentLog = pgTable(
  'newsletter_consent_log',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    event: text('event', { enum: ['requested', 'confirmed', 'unsubscribed'] }).notNull(),
    /** Where the request came from: page, popup, registration or dashboard settings. */
    source: text('source').notNull(),
    /** The consent text exactly as shown, in the visitor's language. */
    consentText: text('consent_text').notNull(),
    locale: text('locale').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('newsletter_consent_log_subscription_idx').on(table.subscriptionId)],
)
