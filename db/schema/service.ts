import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { shirts } from './shirts.ts'
import { orders } from './shop.ts'

/**
 * Service requests (/service, /aftersale, /api/service.php). A ticket belongs to the session that
 * opened it (`sessionId`, hashed like every stored session id) and, when logged in, to the
 * customer; `email` is where answers are mailed (the account's address, or the guest's own).
 */
export const serviceTickets = pgTable(
  'service_tickets',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['service', 'aftersale'] }).notNull(),
    topic: text('topic', { enum: ['question', 'alteration', 'complaint', 'remake'] }).notNull(),
    subject: text('subject').notNull(),
    /** open: waiting for the workshop; answered: the workshop replied last; closed: done. */
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    sessionId: text('session_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The design the ticket is about; the ticket stays when the design is deleted. */
    shirtId: integer('shirt_id').references(() => shirts.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    lang: text('lang').notNull(),
    /** The staff member who looks after it in the back office (null: nobody yet). */
    assigneeId: integer('assignee_id').references(() => customers.id, { onDelete: 'set null' }),
    /**
     * Staff's decision on a request under the first-order fit promise (core/orders/fit-promise.ts):
     * 'remake' with the new order, 'alteration' with the free return label, 'declined' with the
     * reason the customer reads in their language. Null until decided; decided once.
     */
    decision: text('decision', { enum: ['remake', 'alteration', 'declined'] }),
    remakeOrderId: integer('remake_order_id').references(() => orders.id, { onDelete: 'restrict' }),
    returnLabel: text('return_label'),
    /** An alteration's measurement changes ({field, from, to}) for its sheet; a note says the rest. */
    alterationChanges:
      jsonb('alteration_changes').$type<{ field: string; from: number | null; to: number | null }[]>(),
    alterationNote: text('alteration_note'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('service_tickets_customer_idx').on(table.customerId),
    index('service_tickets_session_idx').on(table.sessionId),
    index('service_tickets_status_idx').on(table.status, table.updatedAt),
    index('service_tickets_assignee_idx').on(table.assigneeId),
    index('service_tickets_shirt_idx').on(table.shirtId),
    // At most once: one granted remake or alteration per order (the promise covers one order).
    uniqueIndex('service_tickets_promise_once')
      .on(table.orderId)
      .where(sql`${table.decision} in ('remake', 'alteration')`),
    uniqueIndex('service_tickets_remake_order_unique').on(table.remakeOrderId),
    index('service_tickets_decided_idx').on(table.decidedAt),
    check(
      'service_tickets_decision_check',
      sql`${table.decision} is null or ${table.decision} in ('remake', 'alteration', 'declined')`,
    ),
    check(
      'service_tickets_decision_facts_check',
      sql`(${table.decision} is null) = (${table.decidedAt} is null)
        and (${table.decision} is not distinct from 'remake') = (${table.remakeOrderId} is not null)
        and (${table.decision} is not distinct from 'alteration') = (${table.returnLabel} is not null)
        and (${table.decision} is not distinct from 'declined') = (${table.declineReason} is not null)`,
    ),
    check(
      'service_tickets_decision_order_check',
      sql`${table.decision} is null or ${table.orderId} is not null`,
    ),
  ],
)

/** The thread: messages of the customer and of the workshop, oldest first. */
export const serviceMessages = pgTable(
  'service_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => serviceTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['customer', 'shop'] }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('service_messages_ticket_idx').on(table.ticketId, table.createdAt)],
)

/** Photos of a message, checked and re-encoded like feedback pictures, stored under `feedback/` in the shop's store (DATA_DIR or the S3 bucket). */
export const serviceFiles = pgTable(
  'service_files',
  {
    id: uuid('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => serviceMessages.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (table) => [index('service_files_message_idx').on(table.messageId)],
)
