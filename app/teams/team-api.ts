import { postJson } from '../lib/http.ts'

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

const knownReasons = new Set([
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
  'TERMS_REQUIRED',
  'COUNTRY_MISMATCH',
  'PAYMENT_UNAVAILABLE',
  'MEMBERS_MISSING',
  'FABRIC_OUT_OF_STOCK',
  'UNKNOWN_MEMBER',
  'NONE_CHOSEN',
])

/** The message key of a refusal: the rule's own text, else the general one. */
export function teamErrorKey(body: { reason?: string; code?: string }): string {
  if (body.reason && knownReasons.has(body.reason)) return `team.errors.${body.reason}`
  return body.code === 'BAD_INPUT' ? 'team.errors.BAD_INPUT' : 'team.errors.generic'
}
