import { useCallback, useEffect, useState } from 'react'
import { brand } from '#config/brand.ts'
import { formatLocale } from '#config/locales.ts'
import { Button } from '../../components/button.tsx'
import { ModalDialog } from '../../components/modal-dialog.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { postJson } from '../../lib/http.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { designerApi } from '../designer-api.ts'
import { InCartText, inCartLabelKey } from '../in-cart-text.tsx'
import { ShirtPreview } from '../shirt-preview.tsx'
import type { PreviewLayer, ShirtView } from '../types.ts'
import { ConfirmDelete } from './confirm-delete.tsx'
import { MeasureChoice } from './measure-choice.tsx'
import { ShirtPartsList } from './shirt-parts-list.tsx'
import type { ShirtCommand } from './use-shirt-actions.ts'

type Preview =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; layers: PreviewLayer[] }

/**
 * 'Hemddetails' for one saved design, opened from its card or by
 * `/meine-hemden?hemd={id}`. A design that is not (or no longer) the visitor's leaves no shirt
 * chosen, and the dialog says so in plain words instead of showing an error.
 */
export function ShirtDetailsDialog({
  shirtId,
  busy,
  onClose,
  onCommand,
}: {
  shirtId: number | null
  busy: boolean
  onClose: () => void
  onCommand: (command: ShirtCommand, shirtId: number) => Promise<boolean>
}) {
  const { t } = useTranslation()
  return (
    <ModalDialog
      open={shirtId !== null}
      onClose={onClose}
      title={t('shirtDetails.title')}
      wide
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('myShirts.close')}
        </Button>
      }
    >
      {shirtId !== null ? <ShirtDetails shirtId={shirtId} busy={busy} onCommand={onCommand} /> : null}
    </ModalDialog>
  )
}

function ShirtDetails({
  shirtId,
  busy,
  onCommand,
}: {
  shirtId: number
  busy: boolean
  onCommand: (command: ShirtCommand, shirtId: number) => Promise<boolean>
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [shirt, setShirt] = useState<ShirtView | null | 'error' | 'gone'>(null)
  const [preview, setPreview] = useState<Preview>({ kind: 'loading' })
  const [confirming, setConfirming] = useState(false)
  const product = brand.product.word[locale]

  const load = useCallback(async (): Promise<ShirtView | null> => {
    const response = await postJson('/api/shirt.php', { action: 'fetch', shirtId }).catch(() => null)
    if (response?.status === 404) {
      setShirt('gone')
      return null
    }
    const answer = await (
      response?.json() as Promise<{ success: boolean; shirt?: ShirtView }> | undefined
    )?.catch(() => null)
    const loaded = answer?.success && answer.shirt ? answer.shirt : null
    setShirt(loaded ?? 'error')
    return loaded
  }, [shirtId])

  useEffect(() => {
    // The preview asks by the design's preview key, which comes with the design itself.
    load()
      .then((loaded) =>
        loaded ? designerApi.preview(loaded.shirtId, loaded.previewKey) : { success: false as const },
      )
      .then((answer) =>
        setPreview(
          answer.success
            ? { kind: 'ready', layers: answer.images }
            : { kind: 'error', message: t('designer.toastGenericError') },
        ),
      )
      // Neither the server's words nor the browser's ('Failed to fetch') reach the visitor.
      .catch(() => setPreview({ kind: 'error', message: t('designer.toastGenericError') }))
  }, [load, t])

  async function command(name: ShirtCommand) {
    if (await onCommand(name, shirtId)) void load()
  }

  if (shirt === null)
    return (
      <p className="flex items-center gap-3 py-8 text-ink-soft">
        <span
          className="h-5 w-5 animate-spin rounded-full border-2 border-chalk border-t-ink"
          aria-hidden="true"
        />
        {t('common.loading')}
      </p>
    )
  if (shirt === 'gone')
    return <p className="rounded-sm bg-linen px-4 py-6">{t('shirtDetails.noShirt', { product })}</p>
  if (shirt === 'error')
    return (
      <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-4 py-3">
        {t('shirtDetails.loadFailed')}
      </p>
    )

  const ordered = shirt.orderStatus === 2
  const created = new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'long' }).format(
    new Date(shirt.entryDate),
  )
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="min-w-0">
        {preview.kind === 'loading' ? (
          <div className="aspect-[5/6] animate-pulse rounded-sm bg-linen" aria-hidden="true" />
        ) : null}
        {preview.kind === 'error' ? (
          <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-4 py-3">
            {t('shirtDetails.previewFailed', { message: preview.message })}
          </p>
        ) : null}
        {preview.kind === 'ready' && preview.layers.length === 0 ? (
          <p className="rounded-sm bg-linen px-4 py-6">
            {t('shirtDetails.noPreview', { product, id: shirt.shirtId })}
          </p>
        ) : null}
        {preview.kind === 'ready' && preview.layers.length > 0 ? (
          <ShirtPreview layers={preview.layers} summary={shirt.summary} />
        ) : null}
        <p className="mt-3 text-[0.95rem]">{shirt.summary}</p>
      </div>
      <div className="min-w-0 space-y-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[0.95rem]">
          <dt className="text-ink-soft">{t('shirtDetails.created')}</dt>
          <dd>{created}</dd>
          <dt className="text-ink-soft">{t('shirtDetails.shirtId')}</dt>
          <dd className="tabular">{shirt.shirtId}</dd>
          <dt className="text-ink-soft">{t('shirtDetails.fabricNumber')}</dt>
          <dd className="tabular">
            {shirt.fabricNumber ?? '–'} · {shirt.fabricName}
          </dd>
          {shirt.orderId ? (
            <>
              <dt className="text-ink-soft">{t('shirtDetails.orderId')}</dt>
              <dd className="tabular">{shirt.orderId}</dd>
            </>
          ) : null}
        </dl>
        <section aria-labelledby={`parts-${shirtId}`}>
          <h3
            id={`parts-${shirtId}`}
            className="mb-2 font-sans text-sm font-semibold uppercase tracking-[0.12em]"
          >
            {t('shirtDetails.parts')}
          </h3>
          <ShirtPartsList shirt={shirt} />
        </section>
        <section aria-labelledby={`measure-${shirtId}`}>
          <h3
            id={`measure-${shirtId}`}
            className="mb-2 font-sans text-sm font-semibold uppercase tracking-[0.12em]"
          >
            {t('shirtDetails.measure')}
          </h3>
          <MeasureChoice shirtId={shirtId} measureId={shirt.measureId} locked={ordered} onAssigned={load} />
        </section>
        <div className="flex flex-wrap gap-2 border-t border-chalk pt-4">
          {!ordered ? (
            <Button size="sm" disabled={busy} onClick={() => command('edit')}>
              {t('shirtDetails.selectForEditing')}
            </Button>
          ) : null}
          {shirt.orderStatus === 0 ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => command('addToCart')}>
              {t('designer.addToCart')}
            </Button>
          ) : null}
          {shirt.orderStatus === 1 ? (
            <Button
              size="sm"
              variant="secondary"
              aria-pressed="true"
              aria-label={t(inCartLabelKey)}
              className="group"
              disabled={busy}
              onClick={() => command('remove')}
            >
              <InCartText />
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => command('duplicate')}>
            {t('myShirts.duplicate')}
          </Button>
          {!ordered && !confirming ? (
            <Button
              size="sm"
              variant="ghost"
              className="text-danger"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t('myShirts.delete')}
            </Button>
          ) : null}
        </div>
        {confirming ? (
          <ConfirmDelete
            onConfirm={() => onCommand('delete', shirtId)}
            onCancel={() => setConfirming(false)}
          />
        ) : null}
      </div>
    </div>
  )
}
