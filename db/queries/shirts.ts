import { and, count, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  cartItems,
  cartVouchers,
  measureProfiles,
  shirtAttributes,
  shirtOrderStatus,
  shirtParts,
  shirts,
} from '../schema/index.ts'
import { forgettingSessions } from '../session-cache.ts'
import { preparedFor } from './prepared.ts'
import { claimSessionWishlist } from './wishlist.ts'

/** Who owns a design: the customer once logged in, else the guest session. */
export type ShirtOwner = { sessionId: string; customerId: number | null }

/** One edge of the shirt status table (core/shirts/order-status.ts `transitions`). */
export type StatusMove = { readonly from: number; readonly to: number }

export function ownedBy(owner: ShirtOwner): SQL {
  return owner.customerId !== null
    ? eq(shirts.customerId, owner.customerId)
    : (and(isNull(shirts.customerId), eq(shirts.sessionId, owner.sessionId)) as SQL)
}

export type OwnerKind = 'customer' | 'session'

export function ownerKind(owner: ShirtOwner): OwnerKind {
  return owner.customerId !== null ? 'customer' : 'session'
}

/** Owner condition with bound parameters, for prepared queries (one text per kind of owner). */
function ownedByPlaceholder(kind: OwnerKind): SQL {
  return kind === 'customer'
    ? eq(shirts.customerId, sql.placeholder('customerId'))
    : (and(isNull(shirts.customerId), eq(shirts.sessionId, sql.placeholder('sessionId'))) as SQL)
}

export function ownerParams(owner: ShirtOwner) {
  return owner.customerId !== null ? { customerId: owner.customerId } : { sessionId: owner.sessionId }
}

/**
 * The row version of a design: PostgreSQL's `xmin`, which changes with every write to the row.
 * Every write to a design's parts or attributes also writes its shirts row in the same statement
 * or transaction (writeDesignChange, writeDesignIfUnchanged, insertShirt), so one version names
 * the whole design: caches compare it, and writeDesignIfUnchanged writes only over it.
 */
const versionColumn = sql<string>`"shirts"."xmin"::text`

/**
 * Joins a design's measurement profile only when the design's owner owns it: a profile id that
 * came from someone else (a team member's, copied by a reorder before) reads as no profile, so no
 * view shows its name and checkout finds the design unmeasured.
 */
const ownProfile = and(
  eq(measureProfiles.id, shirts.measureId),
  or(
    eq(measureProfiles.customerId, shirts.customerId),
    and(
      isNull(shirts.customerId),
      isNull(measureProfiles.customerId),
      eq(measureProfiles.sessionId, shirts.sessionId),
    ),
  ),
) as SQL

/**
 * The standard profile of the design's owner (a customer's, else the guest session's), current
 * versions only: `[id, name]` or null. Which profile a design is made to is core's rule
 * (core/measures/profile-in-use.ts); this only reads the candidate.
 */
const standardProfileOfShirt = sql<[number, string] | null>`(select json_build_array(sp.id, sp.set_name)
  from measure_profiles sp
  where sp.standard and sp.superseded_at is null
    and (case when ${shirts.customerId} is not null then sp.customer_id = ${shirts.customerId}
      else sp.customer_id is null and sp.session_id = ${shirts.sessionId} end)
  order by sp.id limit 1)`

/** The design's own profile, as joined by `ownProfile`: all null when it has none; and the owner's standard. */
const designProfileColumns = {
  measureId: measureProfiles.id,
  measureName: measureProfiles.setName,
  measureCustomerId: measureProfiles.customerId,
  measureSessionId: measureProfiles.sessionId,
  standardMeasure: standardProfileOfShirt,
}

const shirtColumns = {
  id: shirts.id,
  previewKey: shirts.previewKey,
  version: versionColumn,
  fabricId: shirts.fabricId,
  templateId: shirts.templateId,
  orderStatus: shirts.orderStatus,
  orderId: shirts.orderId,
  amount: shirts.amount,
  custNote: shirts.custNote,
  createdAt: shirts.createdAt,
  // The joined profile's id, not the shirt's column: null when the profile is not the owner's.
  ...designProfileColumns,
  parts: sql<
    [number, number][]
  >`(select coalesce(json_agg(json_build_array(p.part_id, p.category_id)), '[]'::json) from shirt_parts p where p.shirt_id = ${shirts.id})`,
  attributes: sql<
    [number, number, number, string | null][]
  >`(select coalesce(json_agg(json_build_array(a.part_id, a.attribute_id, a.value_id, a.text)), '[]'::json) from shirt_attributes a where a.shirt_id = ${shirts.id})`,
}

/** One indexed read: the design with its parts and attributes, if the owner owns it. */
export async function findOwnedShirt(db: Db, shirtId: number, owner: ShirtOwner) {
  const kind = owner.customerId !== null ? 'customer' : 'session'
  const query = preparedFor(db, `owned_shirt_${kind}`, (handle) =>
    handle
      .select(shirtColumns)
      .from(shirts)
      .leftJoin(measureProfiles, ownProfile)
      .where(and(eq(shirts.id, sql.placeholder('shirtId')), ownedByPlaceholder(kind)))
      .limit(1)
      .prepare(`owned_shirt_${kind}`),
  )
  const rows = await query.execute({ shirtId, ...ownerParams(owner) })
  return rows[0] ?? null
}

/**
 * The light read behind a cached design: its version and its measurement profile as it is now
 * (profiles are renamed without touching the shirt), if the owner owns it.
 */
export async function findOwnedShirtVersion(db: Db, shirtId: number, owner: ShirtOwner) {
  const kind = owner.customerId !== null ? 'customer' : 'session'
  const query = preparedFor(db, `owned_shirt_version_${kind}`, (handle) =>
    handle
      .select({ version: versionColumn, ...designProfileColumns })
      .from(shirts)
      .leftJoin(measureProfiles, ownProfile)
      .where(and(eq(shirts.id, sql.placeholder('shirtId')), ownedByPlaceholder(kind)))
      .limit(1)
      .prepare(`owned_shirt_version_${kind}`),
  )
  const rows = await query.execute({ shirtId, ...ownerParams(owner) })
  return rows[0] ?? null
}

export type StoredShirtRow = NonNullable<Awaited<ReturnType<typeof findOwnedShirt>>>

const knownStatuses = new Set<number>(Object.values(shirtOrderStatus))

/**
 * The owner's designs with these statuses, newest first. A set of known statuses (at most eight
 * of them) is a prepared query: the cart reads it on every list.
 */
export async function listOwnedShirts(db: Db, owner: ShirtOwner, statuses: readonly number[]) {
  const wanted = [...new Set(statuses)].sort((a, b) => a - b)
  const build = (handle: Db, owned: SQL) =>
    handle
      .select(shirtColumns)
      .from(shirts)
      .leftJoin(measureProfiles, ownProfile)
      .where(and(owned, inArray(shirts.orderStatus, wanted)))
      .orderBy(sql`${shirts.updatedAt} desc`, sql`${shirts.id} desc`)
  if (!wanted.every((status) => knownStatuses.has(status))) return build(db, ownedBy(owner))
  const name = `owned_shirts_${ownerKind(owner)}_${wanted.join('_')}`
  const query = preparedFor(db, name, (handle) =>
    build(handle, ownedByPlaceholder(ownerKind(owner))).prepare(name),
  )
  return query.execute(ownerParams(owner))
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

/**
 * The owner's open design made from the template since `since`, newest first: a double click
 * on a template finds the design the first click made instead of creating a second one.
 */
export async function findJustCreatedDesign(db: Db, owner: ShirtOwner, templateId: number, since: Date) {
  const rows = await db
    .select({ id: shirts.id })
    .from(shirts)
    .where(
      and(
        ownedBy(owner),
        eq(shirts.templateId, templateId),
        eq(shirts.orderStatus, shirtOrderStatus.open),
        gt(shirts.createdAt, since),
      ),
    )
    .orderBy(desc(shirts.id))
    .limit(1)
  return rows[0]?.id ?? null
}

/** Sets the pieces of a design only while it is in the cart; false when it is not (any more). */
export async function setCartShirtAmount(db: Db, shirtId: number, amount: number, now: Date) {
  const rows = await db
    .update(shirts)
    .set({ amount, updatedAt: now })
    .where(and(eq(shirts.id, shirtId), eq(shirts.orderStatus, shirtOrderStatus.inCart)))
    .returning({ id: shirts.id })
  return rows.length > 0
}

/** Moves the designs along one status edge, each only from the edge's start (races lose). */
export async function moveShirtsAlong(db: Db, shirtIds: readonly number[], move: StatusMove, now: Date) {
  if (shirtIds.length === 0) return 0
  const rows = await db
    .update(shirts)
    .set({ orderStatus: move.to, updatedAt: now })
    .where(and(inArray(shirts.id, [...shirtIds]), eq(shirts.orderStatus, move.from)))
    .returning({ id: shirts.id })
  return rows.length
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

export type DesignChange = {
  fabricId?: number
  addedParts: { partId: number; categoryId: number }[]
  removedParts: number[]
  setAttributes: { partId: number; attributeId: number; valueId: number; text: string | null }[]
  removedAttributes: { partId: number; attributeId: number }[]
}

/**
 * Writes a design change in ONE statement (so atomically, as its own transaction), and only over
 * the version the change was computed from, only for its owner, and only while the design is not
 * ordered: the shirts row is updated first under that guard (which takes its row lock; a
 * concurrent writer makes the guard fail instead of being overwritten), and the part and
 * attribute writes run only for the row the guard returned. Null when the guard failed (changed
 * meanwhile, not the owner's, ordered or gone): the caller reads again and decides.
 */
export async function writeDesignIfUnchanged(
  db: Db,
  shirtId: number,
  owner: ShirtOwner,
  version: string,
  change: DesignChange,
  now: Date,
): Promise<{ version: string; measureName: string | null; standardMeasure: [number, string] | null } | null> {
  const json = (value: unknown) => JSON.stringify(value)
  const removedParts = json(change.removedParts.map((partId) => ({ p: partId })))
  const result = await db.execute(sql`
    with g as (
      update shirts
      set updated_at = ${now.toISOString()}::timestamptz,
          fabric_id = coalesce(${change.fabricId ?? null}::int, fabric_id)
      where ${shirts.id} = ${shirtId} and ${ownedBy(owner)} and ${shirts.orderStatus} <> ${shirtOrderStatus.ordered}
        and "shirts"."xmin"::text = ${version}
      returning id, xmin::text as version,
        (select ${measureProfiles.setName} from ${measureProfiles} where ${ownProfile}) as measure_name,
        ${standardProfileOfShirt} as standard_measure
    ),
    removed_parts as (
      select x.p from json_to_recordset(${removedParts}::text::json) as x(p int)
    ),
    dp as (
      delete from shirt_parts
      where shirt_id = (select id from g) and part_id in (select p from removed_parts)
    ),
    da as (
      delete from shirt_attributes
      where shirt_id = (select id from g)
        and (part_id in (select p from removed_parts)
          or (part_id, attribute_id) in (
            select x.p, x.a from json_to_recordset(${json(
              change.removedAttributes.map((a) => ({ p: a.partId, a: a.attributeId })),
            )}::text::json) as x(p int, a int)))
    ),
    ip as (
      insert into shirt_parts (shirt_id, part_id, category_id)
      select g.id, x.p, x.c
      from g, json_to_recordset(${json(
        change.addedParts.map((part) => ({ p: part.partId, c: part.categoryId })),
      )}::text::json) as x(p int, c int)
      on conflict do nothing
    ),
    ia as (
      insert into shirt_attributes (shirt_id, part_id, attribute_id, value_id, text)
      select g.id, x.p, x.a, x.v, x.t
      from g, json_to_recordset(${json(
        change.setAttributes.map((a) => ({ p: a.partId, a: a.attributeId, v: a.valueId, t: a.text })),
      )}::text::json) as x(p int, a int, v int, t text)
      on conflict (shirt_id, part_id, attribute_id)
      do update set value_id = excluded.value_id, text = excluded.text
    )
    select version, measure_name, standard_measure from g`)
  type Written = { version: string; measure_name: string | null; standard_measure: [number, string] | null }
  const row = (result as unknown as { rows: Written[] }).rows[0]
  return row
    ? { version: row.version, measureName: row.measure_name, standardMeasure: row.standard_measure }
    : null
}

/** Moves a design between statuses only from the expected one (a guarded update: races lose). */
export async function updateShirtStatus(
  db: Db,
  shirtId: number,
  owner: ShirtOwner,
  move: StatusMove,
  now: Date,
) {
  const rows = await db
    .update(shirts)
    .set({ orderStatus: move.to, updatedAt: now })
    .where(and(eq(shirts.id, shirtId), ownedBy(owner), eq(shirts.orderStatus, move.from)))
    .returning({ id: shirts.id })
  return rows.length > 0
}

/** Puts the owner's open or in-cart designs into the cart as package designs (one piece each). */
export async function putShirtsInPackage(db: Db, shirtIds: readonly number[], owner: ShirtOwner, now: Date) {
  await db
    .update(shirts)
    .set({ orderStatus: shirtOrderStatus.inCart, amount: 1, updatedAt: now })
    .where(
      and(
        inArray(shirts.id, [...shirtIds]),
        ownedBy(owner),
        inArray(shirts.orderStatus, [shirtOrderStatus.open, shirtOrderStatus.inCart]),
      ),
    )
}

export async function setShirtMeasure(db: Db, shirtId: number, measureId: number | null, now: Date) {
  await db.update(shirts).set({ measureId, updatedAt: now }).where(eq(shirts.id, shirtId))
}

/** Deletes the design; a session that had it selected loses the selection (the foreign key's set null). */
export async function deleteShirt(db: Db, shirtId: number) {
  await forgettingSessions(
    (row) => row.selectedShirtId === shirtId,
    () => db.delete(shirts).where(eq(shirts.id, shirtId)),
  )
}

/** At login the guest's designs, profiles, cart and wishlist become the customer's. */
export async function claimSessionDesigns(db: Db, sessionId: string, customerId: number) {
  await db
    .update(shirts)
    .set({ customerId })
    .where(and(eq(shirts.sessionId, sessionId), isNull(shirts.customerId)))
  await db
    .update(measureProfiles)
    .set({ customerId })
    .where(and(eq(measureProfiles.sessionId, sessionId), isNull(measureProfiles.customerId)))
  // The guest's cart lines and applied vouchers follow the designs.
  await db
    .update(cartItems)
    .set({ customerId })
    .where(and(eq(cartItems.sessionId, sessionId), isNull(cartItems.customerId)))
  await db
    .update(cartVouchers)
    .set({ customerId })
    .where(and(eq(cartVouchers.sessionId, sessionId), isNull(cartVouchers.customerId)))
  // And so do the remembered fabrics and accessories.
  await claimSessionWishlist(db, sessionId, customerId)
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
 * The design without an owner check: only for the public preview (the preview
 * request goes without credentials), found by its random preview key, never by the serial id.
 */
export async function findShirtForPreview(db: Db, previewKey: string) {
  const rows = await db
    .select({
      id: shirts.id,
      fabricId: shirts.fabricId,
      parts: shirtColumns.parts,
      attributes: shirtColumns.attributes,
    })
    .from(shirts)
    .where(eq(shirts.previewKey, previewKey))
    .limit(1)
  return rows[0] ?? null
}

/** The preview keys of designs by id (order mails picture the ordered designs). */
export async function findPreviewKeys(db: Db, shirtIds: number[]): Promise<Map<number, string>> {
  if (shirtIds.length === 0) return new Map()
  const rows = await db
    .select({ id: shirts.id, previewKey: shirts.previewKey })
    .from(shirts)
    .where(inArray(shirts.id, shirtIds))
  return new Map(rows.map((row) => [row.id, row.previewKey]))
}

/** The owner's design taken from a gift voucher, if the code was redeemed before. */
export async function findGiftCopy(db: Db, owner: ShirtOwner, voucherId: number) {
  const rows = await db
    .select({ id: shirts.id, orderStatus: shirts.orderStatus })
    .from(shirts)
    .where(and(ownedBy(owner), eq(shirts.giftVoucherId, voucherId)))
    .limit(1)
  return rows[0] ?? null
}
