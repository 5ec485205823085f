import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { measureProfiles, sessions, shirtAttributes, shirtParts, shirts } from '../schema/index.ts'

/** Who owns a design: the customer once logged in, else the guest session. */
export type ShirtOwner = { sessionId: string; customerId: number | null }

export function ownedBy(owner: ShirtOwner): SQL {
  return owner.customerId !== null
    ? eq(shirts.customerId, owner.customerId)
    : (and(isNull(shirts.customerId), eq(shirts.sessionId, owner.sessionId)) as SQL)
}

const shirtColumns = {
  id: shirts.id,
  fabricId: shirts.fabricId,
  templateId: shirts.templateId,
  orderStatus: shirts.orderStatus,
  orderId: shirts.orderId,
  measureId: shirts.measureId,
  amount: shirts.amount,
  custNote: shirts.custNote,
  createdAt: shirts.createdAt,
  measureName: measureProfiles.setName,
  parts: sql<
    [number, number][]
  >`(select coalesce(json_agg(json_build_array(p.part_id, p.category_id)), '[]'::json) from shirt_parts p where p.shirt_id = ${shirts.id})`,
  attributes: sql<
    [number, number, number, string | null][]
  >`(select coalesce(json_agg(json_build_array(a.part_id, a.attribute_id, a.value_id, a.text)), '[]'::json) from shirt_attributes a where a.shirt_id = ${shirts.id})`,
}

/** One indexed read: the design with its parts and attributes, if the owner owns it. */
export async function findOwnedShirt(db: Db, shirtId: number, owner: ShirtOwner) {
  const rows = await db
    .select(shirtColumns)
    .from(shirts)
    .leftJoin(measureProfiles, eq(measureProfiles.id, shirts.measureId))
    .where(and(eq(shirts.id, shirtId), ownedBy(owner)))
    .limit(1)
  return rows[0] ?? null
}

export type StoredShirtRow = NonNullable<Awaited<ReturnType<typeof findOwnedShirt>>>

export async function listOwnedShirts(db: Db, owner: ShirtOwner, statuses: readonly number[]) {
  return db
    .select(shirtColumns)
    .from(shirts)
    .leftJoin(measureProfiles, eq(measureProfiles.id, shirts.measureId))
    .where(and(ownedBy(owner), inArray(shirts.orderStatus, [...statuses])))
    .orderBy(sql`${shirts.updatedAt} desc`, sql`${shirts.id} desc`)
}

/** Locks the design row for the rest of the transaction; false when it is not the owner's. */
export async function lockOwnedShirt(db: Db, shirtId: number, owner: ShirtOwner): Promise<boolean> {
  const rows = await db
    .select({ id: shirts.id })
    .from(shirts)
    .where(and(eq(shirts.id, shirtId), ownedBy(owner)))
    .for('update')
  return rows.length > 0
}

export async function countOwnedShirts(db: Db, owner: ShirtOwner): Promise<number> {
  const rows = await db.select({ total: count() }).from(shirts).where(ownedBy(owner))
  return Number(rows[0]?.total ?? 0)
}

export type NewShirt = typeof shirts.$inferInsert

export async function insertShirt(
  db: Db,
  values: NewShirt,
  parts: readonly { partId: number; categoryId: number }[],
  attributes: readonly { partId: number; attributeId: number; valueId: number; text: string | null }[],
) {
  const [row] = await db.insert(shirts).values(values).returning({ id: shirts.id })
  const id = row?.id as number
  if (parts.length > 0) await db.insert(shirtParts).values(parts.map((part) => ({ shirtId: id, ...part })))
  if (attributes.length > 0)
    await db.insert(shirtAttributes).values(attributes.map((chosen) => ({ shirtId: id, ...chosen })))
  return id
}

/** Writes a design change (parts and attributes that appeared, changed or went away). */
export async function writeDesignChange(
  db: Db,
  shirtId: number,
  change: {
    fabricId?: number
    addedParts: { partId: number; categoryId: number }[]
    removedParts: number[]
    setAttributes: { partId: number; attributeId: number; valueId: number; text: string | null }[]
    removedAttributes: { partId: number; attributeId: number }[]
  },
  now: Date,
) {
  if (change.removedParts.length > 0) {
    await db
      .delete(shirtAttributes)
      .where(and(eq(shirtAttributes.shirtId, shirtId), inArray(shirtAttributes.partId, change.removedParts)))
    await db
      .delete(shirtParts)
      .where(and(eq(shirtParts.shirtId, shirtId), inArray(shirtParts.partId, change.removedParts)))
  }
  for (const removed of change.removedAttributes) {
    await db
      .delete(shirtAttributes)
      .where(
        and(
          eq(shirtAttributes.shirtId, shirtId),
          eq(shirtAttributes.partId, removed.partId),
          eq(shirtAttributes.attributeId, removed.attributeId),
        ),
      )
  }
  if (change.addedParts.length > 0) {
    await db
      .insert(shirtParts)
      .values(change.addedParts.map((part) => ({ shirtId, ...part })))
      .onConflictDoNothing()
  }
  for (const chosen of change.setAttributes) {
    await db
      .insert(shirtAttributes)
      .values({ shirtId, ...chosen })
      .onConflictDoUpdate({
        target: [shirtAttributes.shirtId, shirtAttributes.partId, shirtAttributes.attributeId],
        set: { valueId: chosen.valueId, text: chosen.text },
      })
  }
  await db
    .update(shirts)
    .set({ updatedAt: now, ...(change.fabricId !== undefined ? { fabricId: change.fabricId } : {}) })
    .where(eq(shirts.id, shirtId))
}

/** Moves a design between statuses only from the expected one (a guarded update: races lose). */
export async function updateShirtStatus(
  db: Db,
  shirtId: number,
  owner: ShirtOwner,
  from: number,
  to: number,
  now: Date,
) {
  const rows = await db
    .update(shirts)
    .set({ orderStatus: to, updatedAt: now })
    .where(and(eq(shirts.id, shirtId), ownedBy(owner), eq(shirts.orderStatus, from)))
    .returning({ id: shirts.id })
  return rows.length > 0
}

export async function setShirtMeasure(db: Db, shirtId: number, measureId: number | null, now: Date) {
  await db.update(shirts).set({ measureId, updatedAt: now }).where(eq(shirts.id, shirtId))
}

export async function deleteShirt(db: Db, shirtId: number) {
  await db.update(sessions).set({ selectedShirtId: null }).where(eq(sessions.selectedShirtId, shirtId))
  await db.delete(shirts).where(eq(shirts.id, shirtId))
}

/** At login the guest's designs and profiles become the customer's. */
export async function claimSessionDesigns(db: Db, sessionId: string, customerId: number) {
  await db
    .update(shirts)
    .set({ customerId })
    .where(and(eq(shirts.sessionId, sessionId), isNull(shirts.customerId)))
  await db
    .update(measureProfiles)
    .set({ customerId })
    .where(and(eq(measureProfiles.sessionId, sessionId), isNull(measureProfiles.customerId)))
}

export async function findOwnedMeasure(db: Db, measureId: number, owner: ShirtOwner) {
  const condition =
    owner.customerId !== null
      ? eq(measureProfiles.customerId, owner.customerId)
      : and(isNull(measureProfiles.customerId), eq(measureProfiles.sessionId, owner.sessionId))
  const rows = await db
    .select({ id: measureProfiles.id, setName: measureProfiles.setName })
    .from(measureProfiles)
    .where(and(eq(measureProfiles.id, measureId), condition, isNull(measureProfiles.supersededAt)))
    .limit(1)
  return rows[0] ?? null
}

/**
 * The design without an owner check: only for the public preview (spec section 6: the preview
 * request goes without credentials), whose answer carries catalog ids and no personal data.
 */
export async function findShirtForPreview(db: Db, shirtId: number) {
  const rows = await db
    .select({
      id: shirts.id,
      fabricId: shirts.fabricId,
      parts: shirtColumns.parts,
      attributes: shirtColumns.attributes,
    })
    .from(shirts)
    .where(eq(shirts.id, shirtId))
    .limit(1)
  return rows[0] ?? null
}
