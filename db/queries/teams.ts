import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { customers, measureProfiles, type TeamOrderState, teamMembers, teamOrders } from '../schema/index.ts'

export type NewTeamOrder = typeof teamOrders.$inferInsert

export async function insertTeamOrder(db: Db, values: NewTeamOrder) {
  const [row] = await db.insert(teamOrders).values(values).returning({ id: teamOrders.id })
  return row?.id as number
}

const teamColumns = {
  id: teamOrders.id,
  organiserId: teamOrders.organiserId,
  name: teamOrders.name,
  company: teamOrders.company,
  vatId: teamOrders.vatId,
  deadline: teamOrders.deadline,
  seats: teamOrders.seats,
  design: teamOrders.design,
  openCategories: teamOrders.openCategories,
  state: teamOrders.state,
  orderId: teamOrders.orderId,
  lang: teamOrders.lang,
  logoFile: teamOrders.logoFile,
  logoPosition: teamOrders.logoPosition,
  createdAt: teamOrders.createdAt,
}

export type StoredTeamOrder = NonNullable<Awaited<ReturnType<typeof findOrganisedTeamOrder>>>

/** The organiser's own team order; null for another's or an unknown id. */
export async function findOrganisedTeamOrder(
  db: Db,
  teamOrderId: number,
  organiserId: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select(teamColumns)
    .from(teamOrders)
    .where(and(eq(teamOrders.id, teamOrderId), eq(teamOrders.organiserId, organiserId)))
    .limit(1)
  const rows = options.lock ? await query.for('update') : await query
  return rows[0] ?? null
}

export async function findTeamOrderById(db: Db, teamOrderId: number) {
  const rows = await db.select(teamColumns).from(teamOrders).where(eq(teamOrders.id, teamOrderId)).limit(1)
  return rows[0] ?? null
}

export async function findTeamOrderByTokenHash(db: Db, tokenHash: string, options: { lock?: boolean } = {}) {
  const query = db
    .select(teamColumns)
    .from(teamOrders)
    .where(eq(teamOrders.inviteTokenHash, tokenHash))
    .limit(1)
  const rows = options.lock ? await query.for('update') : await query
  return rows[0] ?? null
}

export async function findTeamOrderOfOrder(db: Db, orderId: number) {
  const rows = await db.select(teamColumns).from(teamOrders).where(eq(teamOrders.orderId, orderId)).limit(1)
  return rows[0] ?? null
}

/** The team orders a customer organises, newest first, with how many members joined and are done. */
export async function listOrganisedTeamOrders(db: Db, organiserId: number) {
  return db
    .select({
      ...teamColumns,
      // Qualified by hand: inside a subquery drizzle would name the columns without their table.
      members: sql<number>`(select count(*)::int from team_members m where m.team_order_id = ${teamOrders}.id)`,
      done: sql<number>`(select count(*)::int from team_members m where m.team_order_id = ${teamOrders}.id and m.measure_id is not null)`,
    })
    .from(teamOrders)
    .where(eq(teamOrders.organiserId, organiserId))
    .orderBy(desc(teamOrders.createdAt), desc(teamOrders.id))
}

export async function moveTeamOrderState(
  db: Db,
  teamOrderId: number,
  move: { from: TeamOrderState; to: TeamOrderState },
  orderId: number | null,
) {
  const rows = await db
    .update(teamOrders)
    .set({ state: move.to, ...(orderId !== null ? { orderId } : {}) })
    .where(and(eq(teamOrders.id, teamOrderId), eq(teamOrders.state, move.from)))
    .returning({ id: teamOrders.id })
  return rows.length === 1
}

/** Sets or removes the logo of an open team order; false when it is no longer open. */
export async function setTeamLogo(
  db: Db,
  teamOrderId: number,
  logo: { file: string; position: (typeof teamOrders.$inferSelect)['logoPosition'] & string } | null,
) {
  const rows = await db
    .update(teamOrders)
    .set({ logoFile: logo?.file ?? null, logoPosition: logo?.position ?? null })
    .where(and(eq(teamOrders.id, teamOrderId), eq(teamOrders.state, 'open')))
    .returning({ id: teamOrders.id })
  return rows.length === 1
}

/** The logo embroidery of the team orders behind these orders (for the production sheet). */
/** The logo embroidery of team orders, by order: the stored picture and where it is stitched. */
export async function findTeamLogosOfOrders(db: Db, orderIds: readonly number[]) {
  type Logo = { file: string; position: NonNullable<StoredTeamOrder['logoPosition']> }
  if (orderIds.length === 0) return new Map<number, Logo>()
  const rows = await db
    .select({ orderId: teamOrders.orderId, file: teamOrders.logoFile, position: teamOrders.logoPosition })
    .from(teamOrders)
    .where(and(inArray(teamOrders.orderId, [...orderIds]), isNotNull(teamOrders.logoPosition)))
  return new Map(
    rows.flatMap((row): [number, Logo][] =>
      row.orderId !== null && row.file && row.position
        ? [[row.orderId, { file: row.file, position: row.position }]]
        : [],
    ),
  )
}

/** A new invitation token (its hash to look it up, sealed for the organiser's page); the old one is void. */
export async function setTeamInviteToken(
  db: Db,
  teamOrderId: number,
  token: { sealed: string; hash: string },
) {
  await db
    .update(teamOrders)
    .set({ inviteTokenHash: token.hash, inviteTokenSealed: token.sealed })
    .where(eq(teamOrders.id, teamOrderId))
}

/**
 * The current invitation token of the organiser's own team order, still sealed; null for anybody
 * else's, and for a team order whose token was not kept. Never part of teamColumns, so no other
 * view can carry it.
 */
export async function findOrganiserInviteToken(db: Db, teamOrderId: number, organiserId: number) {
  const rows = await db
    .select({ token: teamOrders.inviteTokenSealed })
    .from(teamOrders)
    .where(and(eq(teamOrders.id, teamOrderId), eq(teamOrders.organiserId, organiserId)))
    .limit(1)
  return rows[0]?.token ?? null
}

export async function countTeamMembers(db: Db, teamOrderId: number) {
  const rows = await db
    .select({ total: count() })
    .from(teamMembers)
    .where(eq(teamMembers.teamOrderId, teamOrderId))
  return rows[0]?.total ?? 0
}

/** Joins once: a second join of the same customer inserts nothing (null). */
export async function insertTeamMember(db: Db, teamOrderId: number, customerId: number, now: Date) {
  const rows = await db
    .insert(teamMembers)
    .values({ teamOrderId, customerId, joinedAt: now })
    .onConflictDoNothing()
    .returning({ id: teamMembers.id })
  return rows[0]?.id ?? null
}

const memberColumns = {
  id: teamMembers.id,
  teamOrderId: teamMembers.teamOrderId,
  customerId: teamMembers.customerId,
  measureId: teamMembers.measureId,
  choices: teamMembers.choices,
  shirtId: teamMembers.shirtId,
  doneAt: teamMembers.doneAt,
  remindedAt: teamMembers.remindedAt,
  joinedAt: teamMembers.joinedAt,
}

/** The customer's own membership of a team order; null when they have not joined it. */
export async function findMembership(db: Db, teamOrderId: number, customerId: number) {
  const rows = await db
    .select(memberColumns)
    .from(teamMembers)
    .where(and(eq(teamMembers.teamOrderId, teamOrderId), eq(teamMembers.customerId, customerId)))
    .limit(1)
  return rows[0] ?? null
}

/** The team orders a customer is a member of (their own part of each). */
export async function listMemberships(db: Db, customerId: number) {
  return db
    .select({
      ...memberColumns,
      teamName: teamOrders.name,
      company: teamOrders.company,
      state: teamOrders.state,
    })
    .from(teamMembers)
    .innerJoin(teamOrders, eq(teamOrders.id, teamMembers.teamOrderId))
    .where(eq(teamMembers.customerId, customerId))
    .orderBy(desc(teamMembers.joinedAt))
}

/**
 * The members of a team order with their names and addresses for the organiser's list and the
 * mails; `done` when their profile is set (and still exists). No measurement column is read.
 */
export async function listTeamMembers(db: Db, teamOrderId: number) {
  return db
    .select({
      id: teamMembers.id,
      customerId: teamMembers.customerId,
      measureId: teamMembers.measureId,
      choices: teamMembers.choices,
      shirtId: teamMembers.shirtId,
      doneAt: teamMembers.doneAt,
      remindedAt: teamMembers.remindedAt,
      joinedAt: teamMembers.joinedAt,
      firstName: customers.firstName,
      lastName: customers.lastName,
      salutation: customers.salutation,
      email: customers.email,
      lang: customers.lang,
    })
    .from(teamMembers)
    .innerJoin(customers, eq(customers.id, teamMembers.customerId))
    .where(eq(teamMembers.teamOrderId, teamOrderId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id))
}

export async function saveMemberPart(
  db: Db,
  memberId: number,
  part: { measureId: number; choices: Record<string, number> },
  now: Date,
) {
  await db
    .update(teamMembers)
    .set({ measureId: part.measureId, choices: part.choices, doneAt: now })
    .where(eq(teamMembers.id, memberId))
}

/**
 * Claims the reminder of each member not reminded since `since`, in one guarded update: of
 * parallel requests only one claims a member. Answers the ids claimed.
 */
export async function claimReminders(db: Db, memberIds: readonly number[], now: Date, since: Date) {
  if (memberIds.length === 0) return []
  const rows = await db
    .update(teamMembers)
    .set({ remindedAt: now })
    .where(
      and(
        inArray(teamMembers.id, [...memberIds]),
        or(isNull(teamMembers.remindedAt), lte(teamMembers.remindedAt, since)),
      ),
    )
    .returning({ id: teamMembers.id })
  return rows.map((row) => row.id)
}

export async function setMemberShirt(db: Db, memberId: number, shirtId: number) {
  await db.update(teamMembers).set({ shirtId }).where(eq(teamMembers.id, memberId))
}

/** Whether a profile id is one of the customer's current profiles (members choose among their own). */
export async function isCurrentProfileOf(db: Db, measureId: number, customerId: number) {
  const rows = await db
    .select({ id: measureProfiles.id })
    .from(measureProfiles)
    .where(
      and(
        eq(measureProfiles.id, measureId),
        eq(measureProfiles.customerId, customerId),
        sql`${measureProfiles.supersededAt} is null`,
      ),
    )
    .limit(1)
  return rows.length === 1
}
