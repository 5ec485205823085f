/** What a shirt.php call answered, or null when no answer came (offline, connection lost). */
export type CallOutcome = { success: boolean; message?: string; reason?: string } | null

/** The shirt.php refusals the designer explains in the visitor's language (designer.failures.*). */
export const explainedReasons = new Set([
  'SHIRT_CREATE_LIMIT',
  'NOT_EDITABLE',
  'NOT_FOUND',
  'PART_LIMIT_REACHED',
  'PART_REQUIRED',
  'EMBROIDERY_GATE_CLOSED',
  'INCOMPATIBLE_CHOICE',
  'INVALID_TEXT',
  'UNKNOWN_MEASURE',
  'PACKAGE_MEMBER',
  'PACKAGE_FABRIC',
])

/**
 * The text of an error toast, never a raw server word: a refusal whose `reason`
 * the designer knows says what happened and what to do (designer.failures.*); any other refusal
 * says the call's own fallback ('Failed to update part', 'Löschen fehlgeschlagen' …); and when
 * the server never answered, the generic 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es
 * erneut.', because then nothing is known to have failed on the server and trying again is the
 * right advice.
 */
export function failureText(
  outcome: CallOutcome,
  fallback: string,
  generic: string,
  t: (key: string) => string,
): string {
  if (outcome === null) return generic
  if (outcome.reason && explainedReasons.has(outcome.reason)) return t(`designer.failures.${outcome.reason}`)
  return fallback
}
