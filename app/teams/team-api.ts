import { postJson, request } from '../lib/http.ts'

export type TeamAnswer = {
  ok: boolean
  // biome-ignore lint/suspicious/noExplicitAny: the API's answers are read field by field
  body: any
}

/** One call of /api/team.php; a failure's `reason` names the rule for the page to translate. */
export async function callTeam(body: Record<string, unknown>): Promise<TeamAnswer> {
  const response = await postJson('/api/team.php', body).catch(() => null)
  if (!response) return { ok: false, body: { reason: 'generic' } }
  const answer = await response.json().catch(() => ({ reason: 'generic' }))
  return { ok: response.ok, body: answer }
}

/** The organiser's logo upload: multipart, the same envelope as every other call. */
export async function uploadTeamLogo(teamOrderId: number, position: string, file: File): Promise<TeamAnswer> {
  const form = new FormData()
  form.append('action', 'uploadLogo')
  form.append('teamOrderId', String(teamOrderId))
  form.append('position', position)
  form.append('file', file, file.name)
  const response = await request('/api/team.php', { method: 'POST', body: form }).catch(() => null)
  if (!response) return { ok: false, body: { reason: 'generic' } }
  const answer = await response
    .json()
    .catch(() => ({ reason: response.status === 413 ? 'IMAGE_TOO_LARGE' : 'generic' }))
  return { ok: response.ok, body: answer }
}

const knownReasons = new Set([
  'NO_FILE',
  'NOT_AN_IMAGE',
  'IMAGE_TOO_LARGE',
  'BAD_INPUT',
  'ALREADY_MEMBER',
  'ORGANISER_IS_MEMBER',
  'DEADLINE_INVALID',
  'UNKNOWN_SHIRT',
  'CHOICE_INVALID',
  'UNKNOWN_MEASURE',
  'DEADLINE_PASSED',
  'TEAM_NOT_OPEN',
  'NOBODY_TO_REMIND',
  'REMINDED_TODAY',
  'TERMS_REQUIRED',
  'COUNTRY_MISMATCH',
  'PAYMENT_UNAVAILABLE',
  'MEMBERS_MISSING',
  'FABRIC_OUT_OF_STOCK',
  'UNKNOWN_MEMBER',
  'NONE_CHOSEN',
  'PRICE_CHANGED',
  'CART_CHANGED',
])

/** The message key of a refusal: the rule's own text, else the general one. */
export function teamErrorKey(body: { reason?: string; code?: string }): string {
  // The shop's own body limit (a file far beyond 2 MB) answers before the endpoint does.
  if (body.reason === 'BODY_TOO_LARGE') return 'team.errors.IMAGE_TOO_LARGE'
  if (body.reason && knownReasons.has(body.reason)) return `team.errors.${body.reason}`
  return body.code === 'BAD_INPUT' ? 'team.errors.BAD_INPUT' : 'team.errors.generic'
}
