import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { customers, measureProfiles, sessions, shirtOrderStatus, shirts } from '../schema/index.ts'
import type { ShirtOwner } from './shirts.ts'

/** Profiles are owned exactly like designs: by the customer once logged in, else by the guest session. */
export type MeasureOwner = ShirtOwner

export function measureOwnedBy(owner: MeasureOwner): SQL {
  return owner.customerId !== null
    ? eq(measureProfiles.customerId, owner.customerId)
    : (and(isNull(measureProfiles.customerId), eq(measureProfiles.sessionId, owner.sessionId)) as SQL)
}

const orderedStatus = shirtOrderStatus.ordered

const profileColumns = {
  id: measureProfiles.id,
  setName: measureProfiles.setName,
  standard: measureProfiles.standard,
  kind: measureProfiles.kind,
  version: measureProfiles.version,
  previousId: measureProfiles.previousId,
  supersededAt: measureProfiles.supersededAt,
  sizeNeck: measureProfiles.sizeNeck,
  sizeShoulder: measureProfiles.sizeShoulder,
  sizeSleevelength: measureProfiles.sizeSleevelength,
  sizeSleevelength2: measureProfiles.sizeSleevelength2,
  sizeSleevelengthShort: measureProfiles.sizeSleevelengthShort,
  sizeChest: measureProfiles.sizeChest,
  sizeTail: measureProfiles.sizeTail,
  sizeHips: measureProfiles.sizeHips,
  sizeShirtlength: measureProfiles.sizeShirtlength,
  sizeWeight: measureProfiles.sizeWeight,
  sizeHeight: measureProfiles.sizeHeight,
  sizeWrist1: measureProfiles.sizeWrist1,
  sizeWrist2: measureProfiles.sizeWrist2,
  sizeBiceps: measureProfiles.sizeBiceps,
  createdAt: measureProfiles.createdAt,
  updatedAt: measureProfiles.updatedAt,
}

export type StoredProfile = {
  id: number
  setName: string
  standard: boolean
  kind: 'body' | 'shirt'
  version: number
  previousId: number | null
  supersededAt: Date | null
  sizeNeck: number | null
  sizeShoulder: number | null
  sizeSleevelength: number | null
  sizeSleevelength2: number | null
  sizeSleevelengthShort: number | null
  sizeChest: number | null
  sizeTail: number | null
  sizeHips: number | null
  sizeShirtlength: number | null
  sizeWeight: number | null
  sizeHeight: number | null
  sizeWrist1: number | null
  sizeWrist2: number | null
  sizeBiceps: number | null
  createdAt: Date
  updatedAt: Date
}

/** The stored columns a save writes (name, kind and the measurements). */
export type ProfileContent = Pick<
  StoredProfile,
  | 'setName'
  | 'kind'
  | 'sizeNeck'
  | 'sizeShoulder'
  | 'sizeSleevelength'
  | 'sizeSleevelength2'
  | 'sizeSleevelengthShort'
  | 'sizeChest'
  | 'sizeTail'
  | 'sizeHips'
  | 'sizeShirtlength'
  | 'sizeWeight'
  | 'sizeHeight'
  | 'sizeWrist1'
  | 'sizeWrist2'
  | 'sizeBiceps'
>

/** One of the owner's profiles, current or superseded; null for a missing id and for another owner's. */
export async function findOwnedProfile(
  db: Db,
  measureId: number,
  owner: MeasureOwner,
  options: { lock?: boolean } = {},
): Promise<StoredProfile | null> {
  const query = db
    .select(profileColumns)
    .from(measureProfiles)
    .where(and(eq(measureProfiles.id, measureId), measureOwnedBy(owner)))
    .limit(1)
  const rows = options.lock ? await query.for('update') : await query
  return (rows[0] as StoredProfile | undefined) ?? null
}

/** The owner's current profiles (superseded versions stay for their orders but are not listed). */
export async function listOwnedProfiles(db: Db, owner: MeasureOwner): Promise<StoredProfile[]> {
  const rows = await db
    .select(profileColumns)
    .from(measureProfiles)
    .where(and(measureOwnedBy(owner), isNull(measureProfiles.supersededAt)))
    .orderBy(desc(measureProfiles.standard), desc(measureProfiles.updatedAt), desc(measureProfiles.id))
  return rows as StoredProfile[]
}

export async function countCurrentProfiles(db: Db, owner: MeasureOwner): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(measureProfiles)
    .where(and(measureOwnedBy(owner), isNull(measureProfiles.supersededAt)))
  return Number(rows[0]?.total ?? 0)
}

/**
 * Serialises the profile writes of one owner for the rest of the transaction (the customer row,
 * or the guest's session row), so that 'exactly one standard profile' and the profile limit hold
 * when two tabs save at the same time.
 */
export async function lockMeasureOwner(db: Db, owner: MeasureOwner): Promise<void> {
  if (owner.customerId !== null) {
    await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, owner.customerId))
      .for('update')
  } else {
    await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, owner.sessionId)).for('update')
  }
}

/**
 * Whether a shirt that has been ordered (order_status 2) points at the profile. Such a profile
 * must stay as it was: its order was made to it. (Not limited to the owner on purpose: nothing
 * may change under any order.)
 */
export async function isProfileOrdered(db: Db, measureId: number): Promise<boolean> {
  const rows = await db
    .select({ id: shirts.id })
    .from(shirts)
    .where(and(eq(shirts.measureId, measureId), eq(shirts.orderStatus, orderedStatus)))
    .limit(1)
  return rows.length > 0
}

export async function insertProfile(
  db: Db,
  values: ProfileContent & {
    sessionId: string
    customerId: number | null
    standard: boolean
    version?: number
    previousId?: number
    now: Date
  },
): Promise<number> {
  const { now, ...rest } = values
  // No session ('') when staff write a version for the account (a remake's corrected measurements).
  const [row] = await db
    .insert(measureProfiles)
    .values({ ...rest, sessionId: rest.sessionId || null, createdAt: now, updatedAt: now })
    .returning({ id: measureProfiles.id })
  return row?.id as number
}

export async function updateProfileContent(db: Db, measureId: number, content: ProfileContent, now: Date) {
  await db
    .update(measureProfiles)
    .set({ ...content, updatedAt: now })
    .where(eq(measureProfiles.id, measureId))
}

/** Marks an old version as replaced by a newer one: it leaves the lists and is no longer the standard. */
export async function supersedeProfile(db: Db, oldId: number, now: Date) {
  await db
    .update(measureProfiles)
    .set({ supersededAt: now, standard: false })
    .where(eq(measureProfiles.id, oldId))
}

/** Open and in-cart designs follow a profile to its new version (ordered ones keep theirs). */
export async function moveUnorderedShirtsToProfile(db: Db, fromId: number, toId: number | null, now: Date) {
  await db
    .update(shirts)
    .set({ measureId: toId, updatedAt: now })
    .where(and(eq(shirts.measureId, fromId), ne(shirts.orderStatus, orderedStatus)))
}

export async function deleteProfile(db: Db, measureId: number) {
  await db.delete(measureProfiles).where(eq(measureProfiles.id, measureId))
}

/** Makes one current profile the owner's standard and every other profile of the owner not. */
export async function setStandardProfile(db: Db, owner: MeasureOwner, measureId: number) {
  await db
    .update(measureProfiles)
    .set({ standard: sql`${measureProfiles.id} = ${measureId}` })
    .where(
      and(measureOwnedBy(owner), sql`${measureProfiles.standard} <> (${measureProfiles.id} = ${measureId})`),
    )
}

/**
 * Restores 'exactly one standard profile' for an owner who has profiles: keeps the oldest standard
 * (after a login carried a guest's standard profile over, the account's own one stays), or makes
 * the oldest current profile the standard when none is. Superseded versions are never standard.
 */
export async function ensureOneStandardProfile(db: Db, owner: MeasureOwner) {
  const [keep] = await db
    .select({ id: measureProfiles.id })
    .from(measureProfiles)
    .where(and(measureOwnedBy(owner), isNull(measureProfiles.supersededAt)))
    .orderBy(desc(measureProfiles.standard), asc(measureProfiles.id))
    .limit(1)
  if (!keep) return
  await setStandardProfile(db, owner, keep.id)
}

/** The ids among `ids` that ordered shirts point at (for lists that mark protected profiles). */
export async function orderedProfileIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ id: shirts.measureId })
    .from(shirts)
    .where(and(inArray(shirts.measureId, [...ids]), eq(shirts.orderStatus, orderedStatus)))
  return new Set(rows.map((row) => row.id as number))
}
