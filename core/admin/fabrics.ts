import {
  bumpFabricPictureVersion,
  fabricNumberTaken,
  findAdminFabric,
  insertFabric,
  nextFabricId,
  searchAdminFabrics,
  updateFabric,
  writeFabricTexts,
} from '#db/queries/admin-fabrics.ts'
import type { Actor } from '../access/actor.ts'
import { type Forbidden, forbidden, may } from '../access/permissions.ts'
import { invalidateCatalog, publishCatalogChange } from '../catalog/catalog-cache.ts'
import { forgetRenderedFabric, hasUploadedSample, pendingSampleVersion } from '../catalog/fabric-samples.ts'
import { type FabricInput, type FabricSearchInput, fabricLocales } from '../catalog/fabric-schemas.ts'
import { isLowStock, lowStockMetres } from '../catalog/stock.ts'
import type { Deps } from '../deps.ts'
import { recordAudit } from './audit.ts'

export const adminFabricPageSize = 25

export type FabricWriteFailure = { ok: false; code: 'NOT_FOUND' | 'NUMBER_TAKEN' }

/** One page of the back office's fabric list with the filters of the URL. */
export async function adminFabricList(deps: Pick<Deps, 'db'>, actor: Actor, input: FabricSearchInput) {
  if (!may(actor, 'catalog.manage')) return forbidden
  const { rows, total } = await searchAdminFabrics(deps.db, {
    q: input.q,
    priceGroup: input.group,
    active: input.state === undefined ? undefined : input.state === 'active',
    stockBelow: input.low ? lowStockMetres : undefined,
    limit: adminFabricPageSize,
    offset: (input.page - 1) * adminFabricPageSize,
  })
  return {
    fabrics: rows.map((row) => ({
      fabricId: row.id,
      number: row.number,
      name: row.name,
      hex: row.hex,
      priceGroup: row.priceGroup,
      stock: row.stock,
      shelf: row.shelf,
      active: row.active,
      low: isLowStock(row.stock),
    })),
    page: input.page,
    pages: Math.max(1, Math.ceil(total / adminFabricPageSize)),
    total,
  }
}

type Stored = NonNullable<Awaited<ReturnType<typeof findAdminFabric>>>

/** A stored fabric as the form's flat fields (the same shape the schema takes). */
function formValues({ fabric, texts }: Stored): Record<string, string | boolean | number> {
  const values: Record<string, string | boolean | number> = {
    number: fabric.number,
    colour: fabric.colour,
    hex: fabric.hex,
    secondaryHex: fabric.secondaryHex ?? '',
    pattern: fabric.pattern,
    weave: fabric.weave,
    weightGsm: fabric.weightGsm,
    opacity: fabric.opacity,
    stretch: fabric.stretch,
    season: fabric.season,
    weightClass: fabric.weightClass,
    priceGroup: fabric.priceGroup,
    stock: fabric.stock,
    shelf: fabric.shelf ?? '',
    origin: fabric.origin,
    nonIron: fabric.nonIron,
    oekoTex: fabric.oekoTex,
  }
  for (const locale of fabricLocales) {
    const text = texts.find((candidate) => candidate.locale === locale)
    values[`name_${locale}`] = text?.name ?? ''
    values[`description_${locale}`] = text?.description ?? ''
    values[`composition_${locale}`] = text?.extra.composition ?? ''
    values[`care_${locale}`] = text?.extra.care ?? ''
  }
  return values
}

/** One fabric for its editor: the form's values, whether it is offered, and its sample's kind. */
export async function adminFabricDetail(deps: Pick<Deps, 'db' | 'files'>, actor: Actor, fabricId: number) {
  if (!may(actor, 'catalog.manage')) return forbidden
  const stored = await findAdminFabric(deps.db, fabricId)
  if (!stored) return null
  return {
    fabricId,
    active: stored.fabric.active,
    low: isLowStock(stored.fabric.stock),
    uploadedSample: await hasUploadedSample(deps.files, fabricId),
    /** A checked photo shown as the designer's cloth, waiting to be confirmed (its version), or null. */
    pendingSample: await pendingSampleVersion(deps.files, fabricId),
    values: formValues(stored),
  }
}

/** The columns and texts of an input; the search text holds the number and every name. */
function rowsOf(input: FabricInput) {
  const names = fabricLocales.map((locale) => input[`name_${locale}`])
  return {
    row: {
      number: input.number,
      colour: input.colour,
      hex: input.hex,
      secondaryHex: input.secondaryHex ?? null,
      pattern: input.pattern,
      weave: input.weave,
      weightGsm: input.weightGsm,
      opacity: input.opacity,
      stretch: input.stretch,
      season: input.season,
      weightClass: input.weightClass,
      priceGroup: input.priceGroup,
      stock: input.stock,
      shelf: input.shelf ?? null,
      origin: input.origin,
      nonIron: input.nonIron,
      oekoTex: input.oekoTex,
      searchText: [input.number, ...names].join(' ').toLowerCase(),
    },
    texts: fabricLocales.map((locale) => ({
      locale,
      name: input[`name_${locale}`],
      description: input[`description_${locale}`],
      extra: { composition: input[`composition_${locale}`], care: input[`care_${locale}`] },
    })),
  }
}

/** What the audit log keeps of a fabric: its form values (texts included) and whether it is offered. */
const auditView = (stored: Stored) => ({ ...formValues(stored), active: stored.fabric.active })

/**
 * A catalog write: the change, its audit entry and the catalog version in one transaction; after
 * the commit this process drops its snapshot (other instances on the version's NOTIFY), so the
 * designer, /stoffe and the prices show it at once.
 */
async function catalogWrite<T>(deps: Pick<Deps, 'db'>, write: (tx: Deps['db']) => Promise<T>) {
  const result = await deps.db.transaction(async (tx) => {
    const outcome = await write(tx)
    if ((outcome as { ok?: boolean }).ok !== false) await publishCatalogChange(tx)
    return outcome
  })
  invalidateCatalog(deps.db)
  return result
}

export async function createFabric(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: FabricInput,
): Promise<{ ok: true; fabricId: number } | FabricWriteFailure | Forbidden> {
  if (!may(actor, 'catalog.manage')) return forbidden
  return catalogWrite(deps, async (tx) => {
    const fabricId = await nextFabricId(tx)
    if (await fabricNumberTaken(tx, input.number))
      return { ok: false as const, code: 'NUMBER_TAKEN' as const }
    const { row, texts } = rowsOf(input)
    await insertFabric(tx, { id: fabricId, ...row, sort: fabricId })
    await writeFabricTexts(tx, fabricId, texts)
    const stored = await findAdminFabric(tx, fabricId)
    await recordAudit(tx, actor, {
      action: 'fabric.create',
      entityType: 'fabric',
      entityId: fabricId,
      before: null,
      after: stored ? auditView(stored) : null,
    })
    return { ok: true as const, fabricId }
  })
}

export async function editFabric(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: Actor,
  fabricId: number,
  input: FabricInput,
): Promise<{ ok: true } | FabricWriteFailure | Forbidden> {
  if (!may(actor, 'catalog.manage')) return forbidden
  let redrawn = false
  const result = await catalogWrite(deps, async (tx) => {
    const before = await findAdminFabric(tx, fabricId, true)
    if (!before) return { ok: false as const, code: 'NOT_FOUND' as const }
    if (await fabricNumberTaken(tx, input.number, fabricId))
      return { ok: false as const, code: 'NUMBER_TAKEN' as const }
    const { row, texts } = rowsOf(input)
    await updateFabric(tx, fabricId, row)
    await writeFabricTexts(tx, fabricId, texts)
    const after = await findAdminFabric(tx, fabricId)
    const old = before.fabric
    redrawn =
      old.hex !== row.hex ||
      old.secondaryHex !== row.secondaryHex ||
      old.pattern !== row.pattern ||
      old.weave !== row.weave
    if (redrawn) await bumpFabricPictureVersion(tx, fabricId)
    await recordAudit(tx, actor, {
      action: 'fabric.update',
      entityType: 'fabric',
      entityId: fabricId,
      before: auditView(before),
      after: after ? auditView(after) : null,
    })
    return { ok: true as const }
  })
  // New colours or weave: the drawn sample and preview layers are drawn again.
  if (result.ok && redrawn) await forgetRenderedFabric(deps.files, fabricId)
  return result
}

/** Deactivate (no longer offered in /stoffe and the designer) or offer again. */
export async function setFabricActive(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  fabricId: number,
  active: boolean,
): Promise<{ ok: true; changed: boolean } | FabricWriteFailure | Forbidden> {
  if (!may(actor, 'catalog.manage')) return forbidden
  return catalogWrite(deps, async (tx) => {
    const before = await findAdminFabric(tx, fabricId, true)
    if (!before) return { ok: false as const, code: 'NOT_FOUND' as const }
    if (before.fabric.active === active) return { ok: true as const, changed: false }
    await updateFabric(tx, fabricId, { active })
    await recordAudit(tx, actor, {
      action: active ? 'fabric.reactivate' : 'fabric.deactivate',
      entityType: 'fabric',
      entityId: fabricId,
      before: { active: before.fabric.active },
      after: { active },
    })
    return { ok: true as const, changed: true }
  })
}
