import { findAdminFabric } from '#db/queries/admin-fabrics.ts'
import type { Actor } from '../access/actor.ts'
import { type Forbidden, forbidden, may } from '../access/permissions.ts'
import { invalidateCatalog, publishCatalogChange } from '../catalog/catalog-cache.ts'
import {
  forgetRenderedFabric,
  hasUploadedSample,
  removeSample,
  type SampleRefusal,
  sampleFromUpload,
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
  const replaced = await hasUploadedSample(deps.files, fabricId)
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, actor, {
      action: 'fabric.sample.upload',
      entityType: 'fabric',
      entityId: fabricId,
      before: { sample: replaced ? 'uploaded' : 'drawn' },
      after: { sample: 'uploaded', bytes: sample.jpeg.length },
    })
    await publishCatalogChange(tx)
    await storeSample(deps.files, fabricId, sample.jpeg)
  })
  invalidateCatalog(deps.db)
  return { ok: true, fabricId }
}

/**
 * The sample and the preview layers drawn again from the fabric's colours and weave: an uploaded
 * photo is removed and the render cache of the fabric dropped.
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
    await publishCatalogChange(tx)
    await removeSample(deps.files, fabricId)
    await forgetRenderedFabric(deps.files, fabricId)
  })
  invalidateCatalog(deps.db)
  return { ok: true, fabricId }
}
