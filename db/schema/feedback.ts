import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'

/**
 * Feedback sent with the left-edge form. `sessionId` (the hashed session id of the sender) and
 * `customerId` decide who may fetch the attachments again; staff read them in the admin area.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    /** Page the form was sent from, for context (path only). */
    page: text('page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a staff member marked it done in the back office, and who (null: still new). */
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by').references(() => customers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('feedback_created_idx').on(table.createdAt),
    index('feedback_done_idx').on(table.doneAt, table.createdAt),
  ],
)

/** Re-encoded pictures of a feedback, stored as `feedback/<storedName>` in the shop's store (DATA_DIR or the S3 bucket). */
export const feedbackFiles = pgTable(
  'feedback_files',
  {
    id: uuid('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (table) => [index('feedback_files_feedback_idx').on(table.feedbackId)],
)

/**
 * Issued ALTCHA challenges: each is bound to the session that fetched it and carries its own
 * signing secret (no shop-wide secret to configure); `usedAt` makes an answer single-use.
 */
export const botChallenges = pgTable(
  'bot_challenges',
  {
    id: uuid('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    secret: text('secret').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('bot_challenges_expires_idx').on(table.expiresAt)],
)
