import { data, redirect } from 'react-router'
import {
  confirmFabricSample,
  discardFabricSample,
  previewFabricSample,
  regenerateFabricSample,
  uploadFabricSample,
} from '#core/admin/fabric-pictures.ts'
import { createFabric, editFabric, setFabricActive } from '#core/admin/fabrics.ts'
import { badFields, FabricInputSchema } from '#core/catalog/fabric-schemas.ts'
import { uploadedFileOf } from '#core/feedback/images.ts'
import { orNotFound, type requireBackOffice } from './guard.server.ts'

type Office = ReturnType<typeof requireBackOffice>

export type FabricActionData =
  | { ok: true; intent: string }
  | { ok: false; intent: string; reason: string; fields: string[]; values: Record<string, string> }
  | undefined

/** The form's text fields as typed (files left out), so a refused form shows them again. */
function typedValues(form: FormData) {
  const values: Record<string, string> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value
  return values
}

function refuse(
  status: number,
  intent: string,
  reason: string,
  fields: string[],
  values: Record<string, string>,
) {
  return data({ ok: false as const, intent, reason, fields, values }, { status })
}

/**
 * The fabric editor's forms (/admin/fabrics/new and /admin/fabrics/:id), checked with the API's
 * schema: save (create or update), deactivate/reactivate, upload a sample (at once, or previewed
 * as the designer's cloth first and then confirmed or discarded), redraw the sample.
 * A refusal answers with its status, `reason`, the refused fields and what was typed.
 */
export async function fabricAction(office: Office, request: Request, fabricId: number | null) {
  const form = await request.formData()
  const values = typedValues(form)
  const intent = values.intent ?? 'save'
  if (intent === 'save') {
    const input = FabricInputSchema.safeParse(values)
    if (!input.success) return refuse(400, intent, 'BAD_INPUT', badFields(input.error), values)
    if (fabricId === null) {
      const created = orNotFound(request, await createFabric(office.deps, office.actor, input.data))
      if (!created.ok) return refuse(409, intent, created.code, ['number'], values)
      throw redirect(`/admin/fabrics/${created.fabricId}?created=1`)
    }
    const edited = orNotFound(request, await editFabric(office.deps, office.actor, fabricId, input.data))
    if (!edited.ok)
      return refuse(edited.code === 'NOT_FOUND' ? 404 : 409, intent, edited.code, ['number'], values)
    return { ok: true as const, intent }
  }
  if (fabricId === null) return refuse(400, intent, 'BAD_INPUT', [], values)
  if (intent === 'deactivate' || intent === 'reactivate') {
    const changed = orNotFound(
      request,
      await setFabricActive(office.deps, office.actor, fabricId, intent === 'reactivate'),
    )
    return changed.ok ? { ok: true as const, intent } : refuse(404, intent, changed.code, [], values)
  }
  if (intent === 'upload' || intent === 'preview') {
    // 'preview' keeps the checked photo aside and shows the designer's cloth cut from it;
    // 'upload' (the API's one step) replaces the sample at once.
    const take = intent === 'preview' ? previewFabricSample : uploadFabricSample
    const stored = orNotFound(
      request,
      await take(office.deps, office.actor, async () => ({
        fabricId,
        file: await uploadedFileOf(form.get('file')),
      })),
    )
    if (stored.ok) return { ok: true as const, intent }
    return refuse(stored.code === 'NOT_FOUND' ? 404 : 400, intent, stored.code, ['file'], values)
  }
  if (intent === 'confirm' || intent === 'discard') {
    const settle = intent === 'confirm' ? confirmFabricSample : discardFabricSample
    const settled = orNotFound(request, await settle(office.deps, office.actor, fabricId))
    if (settled.ok) return { ok: true as const, intent }
    return refuse(settled.code === 'NOT_FOUND' ? 404 : 409, intent, settled.code, [], values)
  }
  if (intent === 'regenerate') {
    const drawn = orNotFound(request, await regenerateFabricSample(office.deps, office.actor, fabricId))
    return drawn.ok ? { ok: true as const, intent } : refuse(404, intent, drawn.code, [], values)
  }
  return refuse(400, intent, 'UNKNOWN_ACTION', [], values)
}
