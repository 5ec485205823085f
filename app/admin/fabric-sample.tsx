import { Form } from 'react-router'
import { buttonClass } from '../components/button.tsx'
import { useTranslation } from '../i18n/react.tsx'
import type { FabricActionData } from './fabric-actions.server.ts'
import { inputClass } from './fabric-fields.tsx'

/**
 * The sample picture of a fabric: what the shop shows now, an upload (multipart, so it works
 * before hydration) and 'redraw from colours and weave'. A refused upload says why; nothing changed.
 */
export function FabricSample({
  fabricId,
  number,
  uploaded,
  version,
  actionData,
}: {
  fabricId: number
  number: string
  uploaded: boolean
  /** Changes with each picture, so the browser does not show the one it cached. */
  version: string
  actionData: FabricActionData
}) {
  const { t } = useTranslation()
  const refused = actionData && !actionData.ok && actionData.intent === 'upload' ? actionData : null
  const done = actionData?.ok && (actionData.intent === 'upload' || actionData.intent === 'regenerate')
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
            <input type="hidden" name="intent" value="upload" />
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
              {t('admin.fabric.upload')}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="regenerate" />
            <button type="submit" className={buttonClass('sm', 'ghost')}>
              {t('admin.fabric.regenerate')}
            </button>
          </Form>
          {done ? (
            <p role="status">
              {actionData.intent === 'upload' ? t('admin.fabric.uploaded') : t('admin.fabric.regenerated')}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  )
}
