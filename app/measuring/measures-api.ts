import type { Fit, MeasureValues, ProfileKind } from '#core/measures/fields.ts'
import type { FitChange, FitRatings, FitZone } from '#core/measures/fit-feedback.ts'
import type { Explanation } from '#core/measures/size-model.ts'
import { postJson } from '../lib/http.ts'

/** A profile as `/api/measures.php` answers it (core/measures/profile-view.ts). */
export type MeasureProfile = {
  measureId: number
  set_name: string
  standard: 0 | 1
  kind: ProfileKind
  version: number
  current: boolean
  ordered: boolean
} & MeasureValues

export type Recommendation = {
  measure: MeasureValues
  shirt: MeasureValues
  fit: Fit
  collarSize: number
  standardSize: number | null
  explanation: Explanation[]
  warnings: Record<string, string>
}

/** A failed call: field errors (message keys) when the server named fields, else a message key or text. */
export type Failure = {
  ok: false
  status: number
  errors: Record<string, string>
  key: string | null
}

type Result<T> = ({ ok: true } & T) | Failure

async function call<T>(body: Record<string, unknown>): Promise<Result<T>> {
  let response: Response
  try {
    response = await postJson('/api/measures.php', body)
  } catch {
    return { ok: false, status: 0, errors: {}, key: null }
  }
  let answer: Record<string, unknown>
  try {
    answer = (await response.json()) as Record<string, unknown>
  } catch {
    return { ok: false, status: response.status, errors: {}, key: null }
  }
  if (response.ok && answer.success === true) return { ok: true, ...(answer as T) }
  return {
    ok: false,
    status: response.status,
    errors: (answer.errors as Record<string, string> | undefined) ?? {},
    key: typeof answer.key === 'string' ? answer.key : null,
  }
}

/** The measures endpoint (docs/api.md). */
export const measuresApi = {
  list: () => call<{ measures: MeasureProfile[] }>({ action: 'list' }),
  fetch: (measureId: number) => call<{ data: MeasureProfile }>({ action: 'fetch', measureId }),
  save: (measure: Record<string, unknown>, measureId?: number) =>
    call<{ measureId: number; newVersion: boolean; warnings: Record<string, string> }>({
      action: 'save',
      measure,
      ...(measureId ? { measureId } : {}),
    }),
  delete: (measureId: number) => call<object>({ action: 'delete', measureId }),
  setStandard: (measureId: number) => call<object>({ action: 'setStandard', measureId }),
  recommend: (input: Record<string, unknown>) => call<Recommendation>({ action: 'recommend', ...input }),
  fitFeedback: (orderId: number) => call<{ feedback: FitProposal[] }>({ action: 'fitFeedback', orderId }),
  rateFit: (orderId: number, measureId: number, ratings: FitRatings) =>
    call<FitProposal & { unmeasured: FitZone[] }>({ action: 'rateFit', orderId, measureId, ratings }),
  applyFit: (feedbackId: number) =>
    call<{ measureId: number; newVersion: boolean }>({ action: 'applyFit', feedbackId }),
}

/** A fit rating and the correction proposed from it (core/measures/rate-fit.ts). */
export type FitProposal = {
  feedbackId: number
  measureId: number
  status: 'proposed' | 'applied'
  ratings: FitRatings
  changes: FitChange[]
  appliedMeasureId: number | null
}
