import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { sessions } from './sessions.ts'

const cm = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' })

/**
 * Measurement profiles of spec section 3 (cm, weight in kg). Owned like shirts: by the guest
 * session until login, then by the customer. Issue 5 builds the measuring on this table.
 */
export const measureProfiles = pgTable(
  'measure_profiles',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').references(() => sessions.id, {
      onUpdate: 'cascade',
      onDelete: 'set null',
    }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    setName: text('set_name').notNull(),
    standard: boolean('standard').notNull().default(false),
    sizeNeck: cm('size_neck'),
    sizeShoulder: cm('size_shoulder'),
    sizeSleevelength: cm('size_sleevelength'),
    sizeSleevelength2: cm('size_sleevelength_2'),
    sizeSleevelengthShort: cm('size_sleevelength_short'),
    sizeChest: cm('size_chest'),
    sizeTail: cm('size_tail'),
    sizeHips: cm('size_hips'),
    sizeShirtlength: cm('size_shirtlength'),
    sizeWeight: cm('size_weight'),
    sizeHeight: cm('size_height'),
    sizeWrist1: cm('size_wrist_1'),
    sizeWrist2: cm('size_wrist_2'),
    sizeBiceps: cm('size_biceps'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('measure_profiles_session_idx').on(table.sessionId),
    index('measure_profiles_customer_idx').on(table.customerId),
  ],
)
