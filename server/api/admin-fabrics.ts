import { Hono } from 'hono'
import { z } from 'zod'
import type { SignedInActor } from '#core/access/actor.ts'
import { regenerateFabricSample, uploadFabricSample } from '#core/admin/fabric-pictures.ts'
import {
  adminFabricDetail,
  adminFabricList,
  createFabric,
  editFabric,
  setFabricActive,
} from '#core/admin/fabrics.ts'
import {
  FabricIdSchema,
  FabricInputSchema,
  FabricSearchSchema,
  FabricUpdateSchema,
} from '#core/catalog/fabric-schemas.ts'
import { uploadedFileOf } from '#core/feedback/images.ts'
import { feedbackLimits } from '#core/feedback/rules.ts'
import { readJson } from '../http/body.ts'
import { ApiError, fail, ok } from '../http/envelope.ts'
import { oneFileLimits, readMultipart } from '../http/multipart.ts'
import type { AppContext, AppEnv } from '../http/types.ts'
import { backOfficeActor, permitted, refuseArea } from './admin-guard.ts'

export const AdminFabricsActionSchema = z.discriminatedUnion('action', [
  FabricSearchSchema.extend({ action: z.literal('list') }),
  FabricIdSchema.extend({ action: z.literal('get') }),
  FabricInputSchema.extend({ action: z.literal('create') }),
  FabricUpdateSchema.extend({ action: z.literal('update') }),
  FabricIdSchema.extend({ action: z.literal('deactivate') }),
  FabricIdSchema.extend({ action: z.literal('reactivate') }),
  FabricIdSchema.extend({ action: z.literal('regenerateSample') }),
])

/** One photo and the form fields with their multipart framing. */
const sampleLimits = oneFileLimits(feedbackLimits.maxFileBytes)

const refusals = {
  NOT_FOUND: ['NOT_FOUND', 'fabricId: no such fabric'],
  NUMBER_TAKEN: ['CONFLICT', 'number: another fabric has this article number'],
  NO_FILE: ['BAD_INPUT', 'file: choose a picture to upload'],
  IMAGE_TOO_LARGE: ['BAD_INPUT', 'file: the picture is too large (at most 6 MB and 40 megapixels)'],
  NOT_AN_IMAGE: ['BAD_INPUT', 'file: only JPEG and PNG pictures are taken'],
} as const

function refused(c: AppContext, code: keyof typeof refusals) {
  const [status, message] = refusals[code]
  return fail(c, status, message, { reason: code, field: message.split(':')[0] })
}

/** uploadSample comes as multipart (action, fabricId, file); everything else as JSON. */
async function readUpload(c: AppContext) {
  const form = await readMultipart(c, sampleLimits, {
    field: 'file',
    tooLarge: 'file: the picture is too large',
  })
  const input = FabricIdSchema.safeParse({ fabricId: form.get('fabricId') })
  if (!input.success)
    throw new ApiError('BAD_INPUT', 'fabricId: a fabric id is required', {
      reason: 'INVALID_INPUT',
      field: 'fabricId',
    })
  return { fabricId: input.data.fabricId, file: await uploadedFileOf(form.get('file')) }
}

/** The body is read only once the use case let the actor in (403 NOT_PERMITTED before it). */
async function uploadSample(c: AppContext, actor: SignedInActor) {
  const stored = permitted(await uploadFabricSample(c.get('deps'), actor, () => readUpload(c)))
  return stored.ok ? ok(c, { fabricId: stored.fabricId, sample: 'uploaded' }) : refused(c, stored.code)
}

/**
 * /api/admin/fabrics.php (docs/api.md): the catalog's fabrics for the admin. Customers and
 * guests get 403 BACK_OFFICE_ONLY before the body is read; staff 403 NOT_PERMITTED from the use
 * case (for a sample upload, too, before the file is read).
 */
export const adminFabricsApi = new Hono<AppEnv>().post('/admin/fabrics.php', async (c) => {
  const actor = backOfficeActor(c)
  if (!actor) return refuseArea(c)
  if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    return uploadSample(c, actor)
  const input = await readJson(c, AdminFabricsActionSchema)
  const deps = c.get('deps')
  switch (input.action) {
    case 'list':
      return ok(c, permitted(await adminFabricList(deps, actor, input)))
    case 'get': {
      const fabric = permitted(await adminFabricDetail(deps, actor, input.fabricId))
      return fabric ? ok(c, { fabric }) : refused(c, 'NOT_FOUND')
    }
    case 'create': {
      const created = permitted(await createFabric(deps, actor, input))
      return created.ok ? ok(c, { fabricId: created.fabricId }) : refused(c, created.code)
    }
    case 'update': {
      const edited = permitted(await editFabric(deps, actor, input.fabricId, input))
      return edited.ok ? ok(c, { fabricId: input.fabricId }) : refused(c, edited.code)
    }
    case 'deactivate':
    case 'reactivate': {
      const active = input.action === 'reactivate'
      const changed = permitted(await setFabricActive(deps, actor, input.fabricId, active))
      return changed.ok
        ? ok(c, { fabricId: input.fabricId, active, changed: changed.changed })
        : refused(c, changed.code)
    }
    case 'regenerateSample': {
      const drawn = permitted(await regenerateFabricSample(deps, actor, input.fabricId))
      return drawn.ok ? ok(c, { fabricId: input.fabricId, sample: 'drawn' }) : refused(c, drawn.code)
    }
  }
})
