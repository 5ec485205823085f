import { Hono } from 'hono'
import { z } from 'zod'
import { serverT } from '#app/i18n/server.ts'
import type { MeasureContext, MeasureFailure } from '#core/measures/context.ts'
import { FitRatingsSchema } from '#core/measures/fit-feedback.ts'
import { type FieldErrors, parseMeasureInput, parseRecommendInput } from '#core/measures/profile-schema.ts'
import { applyFit, type FitFailure, orderFitFeedback, rateFit } from '#core/measures/rate-fit.ts'
import { fetchMeasure, listMeasures } from '#core/measures/read-measures.ts'
import { recommendMeasure } from '#core/measures/recommend.ts'
import { measureRefusals } from '#core/measures/refusals.ts'
import { deleteMeasure, saveMeasure, setStandardMeasure } from '#core/measures/write-measures.ts'
import { readJson } from '../http/body.ts'
import { type ErrorCode, fail, ok } from '../http/envelope.ts'
import { requestLocaleOf } from '../http/locale.ts'
import { ensureSession } from '../http/session.ts'
import type { AppContext, AppEnv } from '../http/types.ts'

const id = z.coerce.number().int().positive().max(2_147_483_647)
/** An id the client may leave out: absent, null, '' and 0 all mean 'none'. */
const optionalId = z.preprocess(
  (value) => (value === null || value === '' || value === 0 || value === '0' ? undefined : value),
  id.optional(),
)

export const MeasuresActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  z
    .object({ action: z.literal('fetch'), measureId: optionalId, orderId: optionalId })
    .refine((input) => input.measureId !== undefined || input.orderId !== undefined, {
      message: 'measureId or orderId is required',
      path: ['measureId'],
    }),
  // The profile itself is checked field by field in core (parseMeasureInput) so that every wrong
  // field is reported at once, with its message key.
  z.object({ action: z.literal('save'), measure: z.record(z.string(), z.unknown()), measureId: optionalId }),
  z.object({ action: z.literal('delete'), measureId: id }),
  z.object({ action: z.literal('setStandard'), measureId: id }),
  z.looseObject({ action: z.literal('recommend') }),
  // Fit feedback after delivery: logged-in customers, their own orders only.
  z.object({ action: z.literal('rateFit'), orderId: id, measureId: id, ratings: FitRatingsSchema }),
  z.object({ action: z.literal('fitFeedback'), orderId: id }),
  z.object({ action: z.literal('applyFit'), feedbackId: id }),
])

/** Expected failures of the measure use cases (core/measures/refusals.ts). */
const failures = measureRefusals

const fitFailures: Record<Exclude<FitFailure['code'], 'IMPLAUSIBLE'>, [ErrorCode, string, string]> = {
  LOGIN_REQUIRED: ['NOT_LOGGED_IN', 'Login required', 'measures.fit.errors.login'],
  ORDER_NOT_FOUND: failures.ORDER_NOT_FOUND,
  NOT_FOUND: ['NOT_FOUND', 'measureId: no such profile in this order', 'measures.errors.notFound'],
  NOT_DELIVERED: [
    'CONFLICT',
    'orderId: the fit can be rated once the order has been shipped',
    'measures.fit.errors.notDelivered',
  ],
  FEEDBACK_NOT_FOUND: ['NOT_FOUND', 'feedbackId: no such fit feedback', 'measures.fit.errors.notFound'],
  FIT_APPLIED: ['CONFLICT', 'feedbackId: this correction was applied already', 'measures.fit.errors.applied'],
}

function fitFail(c: AppContext, failure: FitFailure) {
  if (failure.code === 'IMPLAUSIBLE') return badFields(c, failure.errors, failure.warnings)
  const [status, message, key] = fitFailures[failure.code]
  return fail(c, status, message, { reason: failure.code, key })
}

/** 400 naming the first wrong field in the visitor's language; `errors` and `warnings` carry the keys of every field. */
function badFields(c: AppContext, errors: FieldErrors, warnings: FieldErrors = {}) {
  const [field, key] = Object.entries(errors)[0] ?? ['measure', 'measures.errors.invalid']
  const t = serverT(requestLocaleOf(c))
  return fail(c, 'BAD_INPUT', `${field}: ${t(key)}`, { field, errors, warnings })
}

function failWith(c: AppContext, failure: MeasureFailure) {
  if (failure.code === 'IMPLAUSIBLE') return badFields(c, failure.errors ?? {}, failure.warnings)
  const [status, message, key] = failures[failure.code]
  return fail(c, status, message, { reason: failure.code, key })
}

async function measureContext(c: AppContext): Promise<MeasureContext> {
  const loaded = await ensureSession(c)
  return {
    deps: c.get('deps'),
    owner: { sessionId: loaded.session.id, customerId: loaded.customer?.id ?? null },
  }
}

/** /api/measures.php: fetch, list, save, delete, setStandard and recommend (docs/api.md). */
export const measuresApi = new Hono<AppEnv>().post('/measures.php', async (c) => {
  const input = await readJson(c, MeasuresActionSchema)
  switch (input.action) {
    case 'recommend': {
      const parsed = parseRecommendInput(input)
      if (!parsed.ok) return badFields(c, parsed.errors)
      const result = recommendMeasure(parsed.value)
      if (!result.ok) return failWith(c, result)
      const { ok: _ok, ...recommendation } = result
      return ok(c, recommendation)
    }
    case 'list':
      return ok(c, { measures: await listMeasures(await measureContext(c)) })
    case 'fetch': {
      const result = await fetchMeasure(await measureContext(c), input)
      return result.ok ? ok(c, { data: result.measure }) : failWith(c, result)
    }
    case 'save': {
      const parsed = parseMeasureInput(input.measure)
      if (!parsed.ok) return badFields(c, parsed.errors)
      const measureId = input.measureId ?? parsed.value.measureId
      const result = await saveMeasure(await measureContext(c), { ...parsed.value, measureId })
      if (!result.ok) return failWith(c, result)
      const { ok: _ok, ...saved } = result
      return ok(c, { message: 'Measurement profile saved', ...saved })
    }
    case 'delete': {
      const result = await deleteMeasure(await measureContext(c), input.measureId)
      return result.ok ? ok(c, { message: 'Measurement profile deleted' }) : failWith(c, result)
    }
    case 'rateFit': {
      const result = await rateFit(await measureContext(c), input)
      if (!result.ok) return fitFail(c, result)
      const { ok: _ok, ...proposal } = result
      return ok(c, proposal)
    }
    case 'fitFeedback': {
      const result = await orderFitFeedback(await measureContext(c), input.orderId)
      return result.ok ? ok(c, { feedback: result.feedback }) : fitFail(c, result)
    }
    case 'applyFit': {
      const result = await applyFit(await measureContext(c), input.feedbackId)
      if (!result.ok) return fitFail(c, result)
      const { ok: _ok, ...applied } = result
      return ok(c, { message: 'Fit correction applied', ...applied })
    }
    case 'setStandard': {
      const result = await setStandardMeasure(await measureContext(c), input.measureId)
      return result.ok ? ok(c, { message: 'Standard profile set' }) : failWith(c, result)
    }
  }
})
