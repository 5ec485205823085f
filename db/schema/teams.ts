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
} from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { measureProfiles } from './measures.ts'
import { shirts } from './shirts.ts'
import type { FrozenDesign } from './shop.ts'
import { orders } from './shop.ts'

/** The states of a team order; which moves are allowed is core/teams/rules.ts's transition table. */
export const teamOrderStates = ['open', 'ordered', 'closed'] as const
export type TeamOrderState = (typeof teamOrderStates)[number]

/** Where a team's logo embroidery is stitched (core/teams/logo.ts draws and names them). */
export const teamLogoPositionValues = ['leftChest', 'rightChest'] as const

/**
 * A team order (/firmenhemden): an organiser fixes one design (frozen here, like an order's
 * line), names team, company, VAT id and deadline, and invites members by a link whose token is
 * stored only as its SHA-256 hash. `openCategories` are the design's categories each member
 * chooses for themselves (cuffs, fit, …). Ordered once, as one order of the organiser.
 */
export const teamOrders = pgTable(
  'team_orders',
  {
    id: serial('id').primaryKey(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company').notNull(),
    vatId: text('vat_id').notNull().default(''),
    /** The last day members can add their part (ISO date, Europe/Berlin); the link expires after it. */
    deadline: text('deadline').notNull(),
    /** How many members the link admits. */
    seats: integer('seats').notNull(),
    design: jsonb('design').$type<FrozenDesign>().notNull(),
    openCategories: jsonb('open_categories').$type<number[]>().notNull(),
    inviteTokenHash: text('invite_token_hash').notNull(),
    /**
     * The current invitation token, encrypted at rest (core/secrets/sealed.ts), for the
     * organiser's page only (db/queries/teams.ts findOrganiserInviteToken): the link stays visible
     * until a new one voids it, and a copy of the database gives no working link. Null for team
     * orders whose token was never kept or was kept in plain text before (migration 0039).
     */
    inviteTokenSealed: text('invite_token_sealed'),
    /**
     * Where the token was kept in plain text before (migration 0035). Emptied by migration 0039 and
     * neither read nor written any more; dropped in a later release, once no instance of the
     * version before runs (docs/operations.md, upgrades).
     */
    inviteTokenPlainRetired: text('invite_token'),
    state: text('state', { enum: teamOrderStates }).notNull().default('open'),
    orderId: integer('order_id').references(() => orders.id),
    lang: text('lang').notNull().default('de'),
    /** The logo embroidery: its stored picture (`team-logos/` in the shop's store) and its position; both or neither. */
    logoFile: text('logo_file'),
    logoPosition: text('logo_position', { enum: teamLogoPositionValues }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_orders_token_unique').on(table.inviteTokenHash),
    index('team_orders_organiser_idx').on(table.organiserId),
    index('team_orders_order_idx').on(table.orderId),
    check('team_orders_state_check', sql`${table.state} in ('open', 'ordered', 'closed')`),
    check('team_orders_seats_check', sql`${table.seats} between 1 and 200`),
    check('team_orders_logo_position_check', sql`${table.logoPosition} in ('leftChest', 'rightChest')`),
    check('team_orders_logo_check', sql`(${table.logoFile} is null) = (${table.logoPosition} is null)`),
    check('team_orders_ordered_check', sql`(${table.state} = 'ordered') = (${table.orderId} is not null)`),
  ],
)

/**
 * A member of a team order: their own profile (`measureId`, one of theirs; done once set) and the
 * parts they chose in the open categories (`choices`: categoryId → partId). The organiser sees
 * whether a member is done, never the profile. `shirtId`: the member's shirt once ordered.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    teamOrderId: integer('team_order_id')
      .notNull()
      .references(() => teamOrders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    measureId: integer('measure_id').references(() => measureProfiles.id, { onDelete: 'set null' }),
    choices: jsonb('choices').$type<Record<string, number>>().notNull().default({}),
    shirtId: integer('shirt_id').references(() => shirts.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_members_unique').on(table.teamOrderId, table.customerId),
    index('team_members_customer_idx').on(table.customerId),
    index('team_members_shirt_idx').on(table.shirtId),
  ],
)
