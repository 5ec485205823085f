import { Hono } from 'hono'
import { backOfficeActorOf } from '#core/access/actor.ts'
import { pendingFabricSample } from '#core/admin/fabric-pictures.ts'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { fabricPhotoPreviewPng } from '../../media/design-pictures.ts'
import type { AppEnv } from '../http/types.ts'

/**
 * The fabric form's preview of a photo not yet confirmed (core/admin/fabric-pictures.ts):
 * `/admin/fabrics/{id}/preview.jpg` the photo as checked and cropped, `…/preview.png` the
 * designer's cloth cut from it. Only for whoever may change the catalog; anyone else, and a fabric
 * without a preview, falls through to the pages' 404. Never kept by a cache.
 */
export function fabricPreviewRoutes() {
  return new Hono<AppEnv>().get('/admin/fabrics/:fabricId/:file', async (c, next) => {
    const actor = backOfficeActorOf(c.get('session'))
    const id = /^[1-9]\d{0,8}$/.exec(c.req.param('fabricId'))?.[0]
    const kind = /^preview\.(jpg|png)$/.exec(c.req.param('file'))?.[1]
    if (!id || !kind) return next()
    const deps = c.get('deps')
    const photo = await pendingFabricSample(deps, actor, Number(id))
    if (!photo) return next()
    c.header('Cache-Control', 'private, no-store')
    if (kind === 'jpg') return c.body(new Uint8Array(photo), 200, { 'Content-Type': 'image/jpeg' })
    const png = await fabricPhotoPreviewPng(await getCatalog(deps.db), Number(id), photo)
    return png ? c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' }) : next()
  })
}
