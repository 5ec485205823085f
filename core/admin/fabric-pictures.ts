import { bumpFabricPictureVersion, findAdminFabric } from '#db/queries/admin-fabrics.ts'
import type { Actor, SignedInActor } from '../access/actor.ts'
import { type Forbidden, forbidden, may } from '../access/permissions.ts'
import { invalidateCatalog, publishCatalogChange } from '../catalog/catalog-cache.ts'
import {
  forgetRenderedFabric,
  hasUploadedSample,
  readPendingSample,
  removePendingSample,
  removeSample,
  type SampleRefusal,
  sampleFromUpload,
  storePendingSample,
  storeSample,
} from '../catalog/fabric-samples.ts'
import type { Deps } from '../deps.ts'
import type { UploadedFile } from '../feedback/images.ts'
import { recordAudit } from './audit.ts'

export type PictureResult =
  | { ok: true; fabricId: number }
  | { ok: false; code: 'NOT_FOUND' | 'NO_FILE' | SampleRefusal }

/**
 * A fabric's sample photo from an upload: checked and re-encoded first (a refused upload changes
 * nothing), then stored with its audit entry in one transaction (a failed write rolls it back).
 * The upload is read only once the actor may change the catalog, so nobody else makes the server
 * take in megabytes.
 */
export async function uploadFabricSample(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: Actor,
  readUpload: () => Promise<{ fabricId: number; file: UploadedFile | undefined }>,
): Promise<PictureResult | Forbidden> {
  if (!may(actor, 'catalog.manage')) return forbidden
  const { fabricId, file } = await readUpload()
  if (!(await findAdminFabric(deps.db, fabricId))) return { ok: false, code: 'NOT_FOUND' }
  if (!file) return { ok: false, code: 'NO_FILE' }
  const sample = await sampleFromUpload(file)
  if (!sample.ok) return { ok: false, code: sample.reason }
  await replaceSample(deps, actor, fabricId, sample.jpeg)
  return { ok: true, fabricId }
}

/**
 * The first step of the fabric form's upload: the photo checked and re-encoded as for the sample,
 * but kept aside (not in the shop) so the form can show the designer's cloth cut from it
 * (/admin/fabrics/{id}/preview.png) before the admin confirms it.
 */
export async function previewFabricSample(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: Actor,
  readUpload: () => Promise<{ fabricId: number; file: UploadedFile | undefined }>,
): Promise<PictureResult | Forbidden> {
  if (!may(actor, 'catalog.manage')) return forbidden
  const { fabricId, file } = await readUpload()
  if (!(await findAdminFabric(deps.db, fabricId))) return { ok: false, code: 'NOT_FOUND' }
  if (!file) return { ok: false, code: 'NO_FILE' }
  const sample = await sampleFromUpload(file)
  if (!sample.ok) return { ok: false, code: sample.reason }
  await storePendingSample(deps.files, fabricId, sample.jpeg)
  return { ok: true, fabricId }
}

/** The previewed photo becomes the sample (and the designer's cloth); NO_PREVIEW when there is none. */
export async function confirmFabricSample(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: Actor,
  fabricId: number,
): Promise<PictureResult | { ok: false; code: 'NO_PREVIEW' } | Forbidden> {
  if (!may(actor, 'catalog.manage')) return forbidden
  if (!(await findAdminFabric(deps.db, fabricId))) return { ok: false, code: 'NOT_FOUND' }
  const pending = await readPendingSample(deps.files, fabricId)
  if (!pending) return { ok: false, code: 'NO_PREVIEW' }
  await replaceSample(deps, actor, fabricId, pending)
  await removePendingSample(deps.files, fabricId)
  return { ok: true, fabricId }
}

/** The photo waiting for confirmation, for whoever may change the catalog; null for anyone else. */
export async function pendingFabricSample(
  deps: Pick<Deps, 'files'>,
  actor: Actor | null,
  fabricId: number,
): Promise<Buffer | null> {
  if (!actor || !may(actor, 'catalog.manage')) return null
  return readPendingSample(deps.files, fabricId)
}

/** The previewed photo is dropped; the sample stays as it was. */
export async function discardFabricSample(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: Actor,
  fabricId: number,
): Promise<PictureResult | Forbidden> {
  if (!may(actor, 'catalog.manage')) return forbidden
  if (!(await findAdminFabric(deps.db, fabricId))) return { ok: false, code: 'NOT_FOUND' }
  await removePendingSample(deps.files, fabricId)
  return { ok: true, fabricId }
}

async function replaceSample(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: SignedInActor,
  fabricId: number,
  jpeg: Buffer,
) {
  const replaced = await hasUploadedSample(deps.files, fabricId)
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, actor, {
      action: 'fabric.sample.upload',
      entityType: 'fabric',
      entityId: fabricId,
      before: { sample: replaced ? 'uploaded' : 'drawn' },
      after: { sample: 'uploaded', bytes: jpeg.length },
    })
    await bumpFabricPictureVersion(tx, fabricId)
    await publishCatalogChange(tx)
    await storeSample(deps.files, fabricId, jpeg)
    // The designer's cloth is cut from the photo now (media/preview/photo-tile.ts): drawn anew.
    await forgetRenderedFabric(deps.files, fabricId)
  })
  invalidateCatalog(deps.db)
}

/**
 * The sample and the preview layers drawn again from the fabric's colours and weave: an uploaded
 * photo is removed and the render cache of the fabric (its layers were cut from the photo) dropped.
 */
export async function regenerateFabricSample(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: Actor,
  fabricId: number,
): Promise<PictureResult | Forbidden> {
  if (!may(actor, 'catalog.manage')) return forbidden
  if (!(await findAdminFabric(deps.db, fabricId))) return { ok: false, code: 'NOT_FOUND' }
  const replaced = await hasUploadedSample(deps.files, fabricId)
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, actor, {
      action: 'fabric.sample.regenerate',
      entityType: 'fabric',
      entityId: fabricId,
      before: { sample: replaced ? 'uploaded' : 'drawn' },
      after: { sample: 'drawn' },
    })
    await bumpFabricPictureVersion(tx, fabricId)
    await publishCatalogChange(tx)
    await removeSample(deps.files, fabricId)
    await forgetRenderedFabric(deps.files, fabricId)
  })
  invalidateCatalog(deps.db)
  return { ok: true, fabricId }
}
