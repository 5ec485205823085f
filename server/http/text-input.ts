import { acceptFields, type FieldRefusal } from '#core/validation/text.ts'
import { ApiError } from './envelope.ts'

/** The API's answer to a refused text: 400 naming the field and the rule's reason. */
export function textRefusal(refusal: FieldRefusal): ApiError {
  return new ApiError('BAD_INPUT', `${refusal.field}: control characters are not allowed`, {
    field: refusal.field,
    reason: refusal.reason,
  })
}

/**
 * A parsed form (multipart or urlencoded) through the shop's text rule: its text fields accepted
 * and normalised, its files as they came; `changed` says whether anything had to be normalised.
 */
export function acceptForm(form: FormData): { ok: true; form: FormData; changed: boolean } | FieldRefusal {
  const verdict = acceptFields<File>(form.entries())
  if (!verdict.ok) return verdict
  if (!verdict.changed) return { ok: true, form, changed: false }
  const accepted = new FormData()
  for (const [name, value] of verdict.entries) accepted.append(name, value)
  return { ok: true, form: accepted, changed: true }
}
