import { Form } from 'react-router'
import { accessoryImagePath } from '#core/catalog/product-photo-paths.ts'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { inputClass } from '../fabric-fields.tsx'
import { type CatalogActionResult, rowResult } from './action-result.ts'

type Product = {
  id: number
  category: string
  photo: string | null
  variants: { colour: string | null }[]
}

/**
 * An accessory's picture in the back office: what the shop shows now (the uploaded photo, else
 * the drawing in the first variant's colour), an upload (multipart, so it works before hydration)
 * and, with a photo, 'remove photo' (the shop draws the product again). A refusal says why.
 */
export function ProductPhoto({
  product,
  actionData,
}: {
  product: Product
  actionData: CatalogActionResult | undefined
}) {
  const { t } = useTranslation()
  const upload = rowResult(actionData, 'uploadPhoto', product.id)
  const remove = rowResult(actionData, 'removePhoto', product.id)
  const refused = upload.refused ?? remove.refused
  const fileId = `product-photo-${product.id}`
  const src = accessoryImagePath(product.category, product.variants[0]?.colour, product.photo)
  return (
    <details className="mt-2" open={Boolean(refused || upload.saved || remove.saved)}>
      <summary className="cursor-pointer py-2">{t('admin.accessories.photo')}</summary>
      <div className="flex flex-wrap items-start gap-4">
        <figure className="w-32 shrink-0">
          <img
            src={src}
            alt={t('admin.accessories.photoAlt')}
            width={128}
            height={128}
            loading="lazy"
            className="size-32 rounded-sm border border-chalk bg-linen object-cover"
          />
          <figcaption className="mt-1 text-xs text-muted">
            {product.photo ? t('admin.accessories.photoUploaded') : t('admin.accessories.photoDrawn')}
          </figcaption>
        </figure>
        <div className="min-w-0 grow space-y-3">
          <Form method="post" encType="multipart/form-data" className="grid gap-2">
            <input type="hidden" name="intent" value="uploadPhoto" />
            <input type="hidden" name="productId" value={product.id} />
            <label htmlFor={fileId} className="block text-xs text-muted">
              {t('admin.fabric.file')}
            </label>
            <input
              id={fileId}
              type="file"
              name="file"
              required
              accept="image/jpeg,image/png"
              aria-describedby={refused ? `${fileId}-error ${fileId}-hint` : `${fileId}-hint`}
              aria-invalid={refused ? true : undefined}
              className={inputClass}
            />
            <p id={`${fileId}-hint`} className="text-xs text-muted">
              {t('admin.accessories.photoHint')}
            </p>
            {refused ? (
              <p id={`${fileId}-error`} role="alert" className="text-danger">
                {t(`admin.catalog.reason.${refused.reason}`, {
                  defaultValue: t('admin.catalog.reason.NOT_AN_IMAGE'),
                })}
              </p>
            ) : null}
            <button type="submit" className={buttonClass('sm', 'secondary', 'justify-self-start')}>
              {t('admin.fabric.upload')}
            </button>
          </Form>
          {product.photo ? (
            <Form method="post">
              <input type="hidden" name="intent" value="removePhoto" />
              <input type="hidden" name="productId" value={product.id} />
              <button type="submit" className={buttonClass('sm', 'ghost')}>
                {t('admin.accessories.photoRemove')}
              </button>
            </Form>
          ) : null}
          {upload.saved || remove.saved ? (
            <p role="status">
              {upload.saved ? t('admin.accessories.photoSaved') : t('admin.accessories.photoRemoved')}
            </p>
          ) : null}
        </div>
      </div>
    </details>
  )
}
