import { data } from 'react-router'
import { removeProductPhotoOf, uploadProductPhoto } from '#core/admin/catalog/product-photos.ts'
import { ProductPhotoSchema } from '#core/admin/catalog/schemas.ts'
import { uploadedFileOf } from '#core/feedback/images.ts'
import { orNotFound, type requireBackOffice } from '../guard.server.ts'
import type { CatalogActionResult } from './action-result.ts'

type Office = ReturnType<typeof requireBackOffice>

export const photoIntents = ['uploadPhoto', 'removePhoto'] as const

/**
 * An accessory's photo forms on /admin/accessories: upload (multipart, works before hydration)
 * and remove. Answers like the catalog's row forms (the row is the product), a refusal with its
 * status and `reason`; null for any other intent.
 */
export async function productPhotoAction(office: Office, request: Request, form: FormData) {
  const name = String(form.get('intent') ?? '')
  if (!(photoIntents as readonly string[]).includes(name)) return null
  const rowId = String(form.get('productId') ?? '')
  const refuse = (status: number, reason: string) =>
    data<CatalogActionResult>(
      { ok: false, intent: name, rowId, reason, field: 'file', values: { intent: name, productId: rowId } },
      { status },
    )
  const parsed = ProductPhotoSchema.safeParse({ productId: rowId })
  if (!parsed.success) return refuse(400, 'BAD_INPUT')
  const { productId } = parsed.data
  const changed = orNotFound(
    request,
    name === 'uploadPhoto'
      ? await uploadProductPhoto(office.deps, office.actor, async () => ({
          productId,
          file: await uploadedFileOf(form.get('file')),
        }))
      : await removeProductPhotoOf(office.deps, office.actor, productId),
  )
  if (changed.ok) return data<CatalogActionResult>({ ok: true, intent: name, rowId })
  return refuse(changed.code === 'NOT_FOUND' ? 404 : 400, changed.code)
}
