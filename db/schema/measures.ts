import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { sessions } from './sessions.ts'

const cm = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' })

/**
 * Measurement profiles (cm, weight in kg). Owned like shirts: by the guest
 * session until login, then by the customer. The measuring wizard and fit feedback build on this table.
 *
 * Versions: a profile that an ordered shirt (shirts.order_status = 2) points to is never changed
 * in place. Saving changes to it writes a new row (version + 1, previous_id = the old one) and sets
 * the old row's superseded_at; the old row stays for the ordered shirt, lists show current rows only.
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
    /** 'body': measured on the body (the tailor adds the ease of the fit); 'shirt': taken from a well-fitting shirt. */
    kind: text('kind', { enum: ['body', 'shirt'] })
      .notNull()
      .default('body'),
    /** 1 for a new profile; a new version is written when an ordered profile is changed. */
    version: integer('version').notNull().default(1),
    /** The version this one was made from (null for a first version or when that row is gone). */
    previousId: integer('previous_id').references((): AnyPgColumn => measureProfiles.id, {
      onDelete: 'set null',
    }),
    /** When a newer version replaced this one; null while it is the current version. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
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
