import { Form } from 'react-router'
import { buttonClass } from '../components/button.tsx'
import { useTranslation } from '../i18n/react.tsx'
import type { FabricActionData } from './fabric-actions.server.ts'
import { inputClass } from './fabric-fields.tsx'

/**
 * The sample picture of a fabric: what the shop shows now, an upload (multipart, so it works
 * before hydration) and 'redraw from colours and weave'. An upload is previewed first: the photo
 * and the designer's cloth cut from it, to confirm or discard. A refused upload says why; nothing
 * changed.
 */
export function FabricSample({
  fabricId,
  number,
  uploaded,
  pending,
  version,
  actionData,
}: {
  fabricId: number
  number: string
  uploaded: boolean
  /** The version of a previewed photo waiting for confirmation, or null. */
  pending: string | null
  /** Changes with each picture, so the browser does not show the one it cached. */
  version: string
  actionData: FabricActionData
}) {
  const { t } = useTranslation()
  const refused =
    actionData && !actionData.ok && ['upload', 'preview', 'confirm'].includes(actionData.intent)
      ? actionData
      : null
  const done =
    actionData?.ok && ['upload', 'regenerate', 'confirm', 'discard'].includes(actionData.intent)
      ? actionData.intent
      : null
  const notice: Record<string, string> = {
    upload: t('admin.fabric.uploaded'),
    confirm: t('admin.fabric.uploaded'),
    regenerate: t('admin.fabric.regenerated'),
    discard: t('admin.fabric.previewDiscarded'),
  }
  return (
    <section aria-labelledby="fabric-sample" className="rounded-sm border border-chalk bg-white p-3">
      <h2 id="fabric-sample" className="mb-2 font-medium">
        {t('admin.fabric.sample')}
      </h2>
      <div className="flex flex-wrap items-start gap-4">
        <figure className="w-32 shrink-0">
          <img
            src={`/media/samples/${fabricId}.jpg?v=${version}`}
            alt={t('admin.fabric.sampleAlt', { number })}
            width={128}
            height={128}
            className="size-32 rounded-sm border border-chalk object-cover"
          />
          <figcaption className="mt-1 text-xs text-muted">
            {uploaded ? t('admin.fabric.sampleUploaded') : t('admin.fabric.sampleDrawn')}
          </figcaption>
        </figure>
        <div className="min-w-0 grow space-y-3">
          <Form method="post" encType="multipart/form-data" className="grid gap-2">
            <input type="hidden" name="intent" value="preview" />
            <label htmlFor="fabric-file" className="block text-xs text-muted">
              {t('admin.fabric.file')}
            </label>
            <input
              id="fabric-file"
              type="file"
              name="file"
              required
              accept="image/jpeg,image/png"
              aria-describedby={refused ? 'fabric-file-error fabric-file-hint' : 'fabric-file-hint'}
              aria-invalid={refused ? true : undefined}
              className={inputClass}
            />
            <p id="fabric-file-hint" className="text-xs text-muted">
              {t('admin.fabric.sampleHint')}
            </p>
            {refused ? (
              <p id="fabric-file-error" role="alert" className="text-danger">
                {t(`admin.fabricErrors.${refused.reason}`, {
                  defaultValue: t('admin.fabricErrors.NOT_AN_IMAGE'),
                })}
              </p>
            ) : null}
            <button type="submit" className={buttonClass('sm', 'secondary', 'justify-self-start')}>
              {t('admin.fabric.preview')}
            </button>
          </Form>
          {pending ? <PendingSample fabricId={fabricId} number={number} version={pending} /> : null}
          <Form method="post">
            <input type="hidden" name="intent" value="regenerate" />
            <button type="submit" className={buttonClass('sm', 'ghost')}>
              {t('admin.fabric.regenerate')}
            </button>
          </Form>
          {done ? <p role="status">{notice[done]}</p> : null}
        </div>
      </div>
    </section>
  )
}

/**
 * A checked photo not yet the sample: the photo and the designer's cloth as it will be drawn from
 * it (/admin/fabrics/{id}/preview.png, server/api/fabric-preview.ts), with 'use this photo' and 'discard'.
 */
function PendingSample({ fabricId, number, version }: { fabricId: number; number: string; version: string }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="fabric-preview" className="rounded-sm border border-ink/30 bg-linen/40 p-3">
      <h3 id="fabric-preview" className="mb-2 font-medium">
        {t('admin.fabric.previewTitle')}
      </h3>
      <div className="flex flex-wrap items-start gap-4">
        <figure className="w-32 shrink-0">
          <img
            src={`/admin/fabrics/${fabricId}/preview.jpg?v=${version}`}
            alt={t('admin.fabric.previewPhotoAlt', { number })}
            width={128}
            height={128}
            className="size-32 rounded-sm border border-chalk object-cover"
          />
          <figcaption className="mt-1 text-xs text-muted">{t('admin.fabric.previewPhoto')}</figcaption>
        </figure>
        <figure className="w-60 shrink-0">
          <img
            src={`/admin/fabrics/${fabricId}/preview.png?v=${version}`}
            alt={t('admin.fabric.previewClothAlt', { number })}
            width={240}
            height={180}
            className="h-auto w-60 rounded-sm border border-chalk bg-white"
          />
          <figcaption className="mt-1 text-xs text-muted">{t('admin.fabric.previewCloth')}</figcaption>
        </figure>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <button type="submit" className={buttonClass('sm', 'primary')}>
            {t('admin.fabric.previewConfirm')}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="discard" />
          <button type="submit" className={buttonClass('sm', 'ghost')}>
            {t('admin.fabric.previewDiscard')}
          </button>
        </Form>
      </div>
    </section>
  )
}
