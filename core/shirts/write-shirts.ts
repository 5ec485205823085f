import { lockSession, updateSession } from '#db/queries/sessions.ts'
import {
  countOwnedShirts,
  deleteShirt,
  findJustCreatedDesign,
  findOwnedMeasure,
  findOwnedShirt,
  findOwnedShirtVersion,
  insertShirt,
  lockOwnedShirt,
  type StoredShirtRow,
  setShirtMeasure,
  updateShirtStatus,
  writeDesignChange,
  writeDesignIfUnchanged,
} from '#db/queries/shirts.ts'
import { packageHolding } from '../cart/package7.ts'
import { cartLimits } from '../cart/rules.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { type CatalogSnapshot, catalogText } from '../catalog/snapshot.ts'
import type { Ok } from '../result.ts'
import { type Failure, ownerOf, type ShirtContext, shirtCreateLimit } from './context.ts'
import { cachedDesign, forgetDesign, rememberDesign } from './design-cache.ts'
import {
  applySelection,
  type DesignResult,
  type DesignState,
  type DroppedChoices,
  diffDesign,
  removePart,
  setAttribute,
  setFabric,
} from './design-rules.ts'
import { isEditable, nextStatus, orderStatus, type StatusEvent, transitions } from './order-status.ts'
import { stateOf, storedStateOf, viewOf } from './read-shirts.ts'
import type { ShirtView } from './shirt-view.ts'
import {
  changedTemplateState,
  type TemplateChanges,
  templateOffered,
  templateState,
} from './template-state.ts'

function rowsOf(state: DesignState) {
  return {
    parts: [...state.parts].map(([partId, categoryId]) => ({ partId, categoryId })),
    attributes: [...state.attributes.values()],
  }
}

/** Has the stored design the fabric and the parts of this one? */
function sameDesign(row: StoredShirtRow | null, state: DesignState): boolean {
  return (
    row !== null &&
    row.fabricId === state.fabricId &&
    row.parts.length === state.parts.size &&
    row.parts.every(([partId]) => state.parts.has(partId))
  )
}

/**
 * create {templateID}: a new design from a template (default 1), selected at once. A second
 * create of the same template within 3 seconds answers the first (a double click makes one design),
 * as long as that one is still an open design: one already put in the cart is no answer to 'new'.
 * `changes` (the style advisor's proposal) makes the design in another fabric and with other parts
 * in the same write; a change the catalog does not allow (any more) is UNKNOWN_TEMPLATE.
 */
export async function createShirt(
  context: ShirtContext,
  templateId: number,
  changes?: TemplateChanges,
): Promise<Ok<{ shirtId: number }> | Failure> {
  const { deps, session } = context
  const catalog = await getCatalog(deps.db)
  const offered = templateOffered(catalog, templateId)
  const state = !offered
    ? null
    : changes
      ? changedTemplateState(catalog, templateId, changes)
      : templateState(catalog, templateId)
  if (!state) return { ok: false, code: 'UNKNOWN_TEMPLATE' }
  const owner = ownerOf(context)
  const now = deps.now()
  const result = await deps.db.transaction(async (tx) => {
    // Serialises creates of one session: the duplicate check and the limit hold under races.
    await lockSession(tx, session.id)
    const recent = await findJustCreatedDesign(tx, owner, templateId, new Date(now.getTime() - 3000))
    // With changes, only the same design is the first click's: other answers ask for another one.
    if (recent !== null && (!changes || sameDesign(await findOwnedShirt(tx, recent, owner), state)))
      return { ok: true as const, shirtId: recent }
    if ((await countOwnedShirts(tx, owner)) >= shirtCreateLimit) {
      return { ok: false as const, code: 'SHIRT_CREATE_LIMIT' as const }
    }
    const { parts, attributes } = rowsOf(state)
    const shirtId = await insertShirt(
      tx,
      {
        sessionId: session.id,
        customerId: owner.customerId,
        fabricId: state.fabricId,
        templateId,
        createdAt: now,
        updatedAt: now,
      },
      parts,
      attributes,
    )
    await updateSession(tx, session.id, { selectedShirtId: shirtId })
    return { ok: true as const, shirtId }
  })
  return result
}

/** setSelected {shirtId}: only the owner's design can be the current one. */
export async function selectShirt(context: ShirtContext, shirtId: number): Promise<Ok<object> | Failure> {
  const row = await findOwnedShirtVersion(context.deps.db, shirtId, ownerOf(context))
  if (!row) return { ok: false, code: 'NOT_FOUND' }
  await updateSession(context.deps.db, context.session.id, { selectedShirtId: shirtId })
  return { ok: true }
}

type DesignRule = (catalog: CatalogSnapshot, state: DesignState) => DesignResult

/** What a change took away besides the customer's choice, named in the visitor's language. */
export type DroppedView = {
  parts: { partId: number; name: string }[]
  attributes: { attributeId: number; name: string }[]
  /** A value the new choice rules out, where its attribute fell back ('Auf der Tasche'). */
  values?: { valueId: number; name: string }[]
}

type Changed = Ok<{ shirt: ShirtView; dropped?: DroppedView }>

function droppedView(
  catalog: CatalogSnapshot,
  dropped: DroppedChoices | undefined,
  locale: ShirtContext['locale'],
): { dropped?: DroppedView } {
  if (!dropped) return {}
  return {
    dropped: {
      parts: dropped.partIds.map((partId) => ({
        partId,
        name: catalogText(catalog, 'part', partId, locale).name,
      })),
      attributes: dropped.attributeIds.map((attributeId) => ({
        attributeId,
        name: catalogText(catalog, 'attribute', attributeId, locale).name,
      })),
      ...(dropped.valueIds?.length
        ? {
            values: dropped.valueIds.map((valueId) => ({
              valueId,
              name: catalogText(catalog, 'value', valueId, locale).name,
            })),
          }
        : {}),
    },
  }
}

function rowAfter(row: StoredShirtRow, state: DesignState): StoredShirtRow {
  return {
    ...row,
    fabricId: state.fabricId,
    parts: [...state.parts],
    attributes: [...state.attributes.values()].map((a) => [a.partId, a.attributeId, a.valueId, a.text]),
  }
}

/** Attempts of the optimistic write before falling back to the row-locking transaction. */
const optimisticAttempts = 3

/**
 * Applies a design rule to one design. The rule runs on the design as last seen (the cache, else
 * one owner-checked read), and the change is written in one statement that succeeds only over
 * exactly that version, for the owner, while not ordered (writeDesignIfUnchanged). When the guard
 * fails the design is read again and the rule re-applied; a failed rule or an ordered design is
 * answered only from a fresh read. After repeated races the change takes the row-locking
 * transaction. Concurrent changes thus queue instead of overwriting each other, and the answer is
 * built from what was written, without reading it back.
 */
async function changeDesign(
  context: ShirtContext,
  shirtId: number,
  rule: DesignRule,
): Promise<Changed | Failure> {
  const { deps } = context
  const owner = ownerOf(context)
  const catalog = await getCatalog(deps.db)
  let row: StoredShirtRow | null = cachedDesign(deps.db, shirtId, owner)?.row ?? null
  let fresh = false
  for (let attempt = 0; attempt < optimisticAttempts; attempt++) {
    if (!row) {
      row = await findOwnedShirt(deps.db, shirtId, owner)
      if (!row) return { ok: false, code: 'NOT_FOUND' }
      rememberDesign(deps.db, row, owner)
      fresh = true
    }
    const before = stateOf(row)
    const result = isEditable(row.orderStatus)
      ? rule(catalog, before)
      : ({ ok: false, code: 'NOT_EDITABLE' } as const)
    if (!result.ok) {
      if (fresh) return result
      row = null
      continue
    }
    // Against the stored rows: a choice the rules took on reading goes from the database too.
    const diff = diffDesign(storedStateOf(row), result.state)
    const written = await writeDesignIfUnchanged(
      deps.db,
      shirtId,
      owner,
      row.version,
      { ...diff, fabricId: diff.fabricChanged ? result.state.fabricId : undefined },
      deps.now(),
    )
    if (!written) {
      row = null
      continue
    }
    const after = { ...rowAfter(row, result.state), ...written }
    const entry = rememberDesign(deps.db, after, owner)
    return {
      ok: true,
      shirt: await viewOf(context, entry.row, catalog),
      ...droppedView(catalog, result.dropped, context.locale),
    }
  }
  return lockedChange(context, shirtId, rule, catalog)
}

/** The same change inside a transaction that locks the design's row (the fallback under races). */
async function lockedChange(
  context: ShirtContext,
  shirtId: number,
  rule: DesignRule,
  catalog: CatalogSnapshot,
): Promise<Changed | Failure> {
  const { deps } = context
  const owner = ownerOf(context)
  forgetDesign(deps.db, shirtId)
  return deps.db.transaction(async (db) => {
    if (!(await lockOwnedShirt(db, shirtId, owner))) return { ok: false as const, code: 'NOT_FOUND' as const }
    const row = await findOwnedShirt(db, shirtId, owner)
    if (!row) return { ok: false as const, code: 'NOT_FOUND' as const }
    if (!isEditable(row.orderStatus)) return { ok: false as const, code: 'NOT_EDITABLE' as const }
    const before = stateOf(row)
    const result = rule(catalog, before)
    if (!result.ok) return result
    // Against the stored rows: a choice the rules took on reading goes from the database too.
    const diff = diffDesign(storedStateOf(row), result.state)
    await writeDesignChange(
      db,
      shirtId,
      { ...diff, fabricId: diff.fabricChanged ? result.state.fabricId : undefined },
      deps.now(),
    )
    const shirt = await viewOf(context, rowAfter(row, result.state), catalog)
    return { ok: true as const, shirt, ...droppedView(catalog, result.dropped, context.locale) }
  })
}

function selectedId(context: ShirtContext): number | null {
  return context.session.selectedShirtId
}

export type Selection = {
  categoryId: number
  partId: number
  attrId: number
  attrvalueId: unknown
  selected: boolean
}

/** updateShirt {selectedParts}: on the selected design (docs/api.md). */
export async function updateSelectedShirt(context: ShirtContext, selection: Selection) {
  const shirtId = selectedId(context)
  if (!shirtId) return { ok: false as const, code: 'NO_SELECTED_SHIRT' as const }
  return changeDesign(context, shirtId, (catalog, state) => applySelection(catalog, state, selection))
}

export async function removeSelectedPart(context: ShirtContext, categoryId: number, partId: number) {
  const shirtId = selectedId(context)
  if (!shirtId) return { ok: false as const, code: 'NO_SELECTED_SHIRT' as const }
  return changeDesign(context, shirtId, (catalog, state) => removePart(catalog, state, categoryId, partId))
}

/**
 * updateFabric: a design in the cart's 7-shirt package keeps a fabric of groups A/B (the package
 * holds only those); another fabric is refused with PACKAGE_FABRIC.
 */
export async function updateFabric(context: ShirtContext, shirtId: number, fabricId: number) {
  const catalog = await getCatalog(context.deps.db)
  const group = catalog.fabrics.get(fabricId)?.priceGroup
  if (
    group &&
    !cartLimits.package7FabricGroups.includes(group) &&
    (await packageHolding(context.deps.db, ownerOf(context), shirtId))
  )
    return { ok: false as const, code: 'PACKAGE_FABRIC' as const }
  return changeDesign(context, shirtId, (catalog, state) => setFabric(catalog, state, fabricId))
}

export function updateAttribute(
  context: ShirtContext,
  shirtId: number,
  attributeId: number,
  rawValueId: unknown,
) {
  return changeDesign(context, shirtId, (catalog, state) =>
    setAttribute(catalog, state, { attributeId, rawValueId }),
  )
}

/**
 * addToCart and remove: a guarded status update, so two clicks cannot both change it; a design
 * already in the wanted status answers success without change.
 */
export async function moveShirt(
  context: ShirtContext,
  shirtId: number,
  event: Extract<StatusEvent, 'addToCart' | 'remove'>,
) {
  const owner = ownerOf(context)
  const row = await findOwnedShirt(context.deps.db, shirtId, owner)
  if (!row) return { ok: false as const, code: 'NOT_FOUND' as const }
  const to = nextStatus(row.orderStatus, event)
  const target = event === 'addToCart' ? orderStatus.inCart : orderStatus.open
  // A design of the cart's 7-shirt package leaves it only with the package (cart.php remove).
  if (event === 'remove' && to !== null && (await packageHolding(context.deps.db, owner, shirtId)))
    return { ok: false as const, code: 'PACKAGE_MEMBER' as const }
  if (to === null) {
    return row.orderStatus === target
      ? { ok: true as const }
      : { ok: false as const, code: 'STATUS_CONFLICT' as const }
  }
  const moved = await updateShirtStatus(
    context.deps.db,
    shirtId,
    owner,
    transitions[event],
    context.deps.now(),
  )
  if (!moved) {
    const again = await findOwnedShirt(context.deps.db, shirtId, owner)
    return again?.orderStatus === target
      ? { ok: true as const }
      : { ok: false as const, code: 'STATUS_CONFLICT' as const }
  }
  return { ok: true as const }
}

/** delete {shirtId}: open or in-cart designs only; ordered designs stay with their order. */
export async function deleteOwnedShirt(context: ShirtContext, shirtId: number) {
  const owner = ownerOf(context)
  return context.deps.db.transaction(async (db) => {
    if (!(await lockOwnedShirt(db, shirtId, owner))) return { ok: false as const, code: 'NOT_FOUND' as const }
    const row = await findOwnedShirt(db, shirtId, owner)
    if (!row) return { ok: false as const, code: 'NOT_FOUND' as const }
    if (!isEditable(row.orderStatus)) return { ok: false as const, code: 'NOT_EDITABLE' as const }
    if (await packageHolding(db, owner, shirtId))
      return { ok: false as const, code: 'PACKAGE_MEMBER' as const }
    await deleteShirt(db, shirtId)
    return { ok: true as const }
  })
}

/** duplicate {shirtId}: a new open design with the same fabric, parts and choices (ordered ones too). */
export async function duplicateShirt(
  context: ShirtContext,
  shirtId: number,
): Promise<Ok<{ newShirtId: number }> | Failure> {
  const owner = ownerOf(context)
  const { deps } = context
  return deps.db.transaction(async (db) => {
    const row = await findOwnedShirt(db, shirtId, owner)
    if (!row) return { ok: false as const, code: 'NOT_FOUND' as const }
    if ((await countOwnedShirts(db, owner)) >= shirtCreateLimit)
      return { ok: false as const, code: 'SHIRT_CREATE_LIMIT' as const }
    const { parts, attributes } = rowsOf(stateOf(row))
    const now = deps.now()
    const newShirtId = await insertShirt(
      db,
      {
        sessionId: context.session.id,
        customerId: owner.customerId,
        fabricId: row.fabricId,
        templateId: row.templateId,
        measureId: row.measureId,
        amount: row.amount,
        custNote: row.custNote,
        createdAt: now,
        updatedAt: now,
      },
      parts,
      attributes,
    )
    return { ok: true as const, newShirtId }
  })
}

/** measures {shirtId, measureId}: assign one of the owner's profiles (0 removes the assignment). */
export async function assignMeasure(context: ShirtContext, shirtId: number, measureId: number) {
  const owner = ownerOf(context)
  const { deps } = context
  return deps.db.transaction(async (db) => {
    if (!(await lockOwnedShirt(db, shirtId, owner))) return { ok: false as const, code: 'NOT_FOUND' as const }
    const row = await findOwnedShirt(db, shirtId, owner)
    if (!row) return { ok: false as const, code: 'NOT_FOUND' as const }
    if (!isEditable(row.orderStatus)) return { ok: false as const, code: 'NOT_EDITABLE' as const }
    if (measureId !== 0 && !(await findOwnedMeasure(db, measureId, owner))) {
      return { ok: false as const, code: 'UNKNOWN_MEASURE' as const }
    }
    await setShirtMeasure(db, shirtId, measureId === 0 ? null : measureId, deps.now())
    return { ok: true as const }
  })
}
