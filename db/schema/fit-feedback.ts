import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { measureProfiles } from './measures.ts'
import { orders } from './shop.ts'

/** One zone's correction as proposed: core/measures/fit-feedback.ts FitChange. */
export type StoredFitChange = { zone: string; field: string; from: number; to: number; delta: number }

/**
 * The customer's fit ratings of a delivered order's profile and the correction proposed from
 * them. 'proposed' until the customer applies it; applying writes the next profile
 * version once (status 'applied', applied_measure_id) and can never happen twice.
 */
export const fitFeedback = pgTable(
  'fit_feedback',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /**
     * No foreign key: the profile version the order was made with, as the order's frozen copy
     * names it; the rating stays with the order when the customer deletes that profile.
     */
    measureId: integer('measure_id').notNull(),
    ratings: jsonb('ratings').$type<Record<string, number>>().notNull(),
    changes: jsonb('changes').$type<StoredFitChange[]>().notNull(),
    status: text('status', { enum: ['proposed', 'applied'] })
      .notNull()
      .default('proposed'),
    appliedMeasureId: integer('applied_measure_id').references(() => measureProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fit_feedback_order_measure_unique').on(table.orderId, table.measureId),
    index('fit_feedback_customer_idx').on(table.customerId),
  ],
)
