/** What a shirt.php call answered, or null when no answer came (offline, connection lost). */
export type CallOutcome = { success: boolean; message?: string; reason?: string } | null

/** Refusals that shirt.php names by their rule (`reason`), said in the visitor's language. */
const explainedReasons: Record<
  string,
  'myShirts.refused.PACKAGE_MEMBER' | 'myShirts.refused.PACKAGE_FABRIC'
> = {
  PACKAGE_MEMBER: 'myShirts.refused.PACKAGE_MEMBER',
  PACKAGE_FABRIC: 'myShirts.refused.PACKAGE_FABRIC',
}

/**
 * The text of an error toast (spec section 8): the server's message; without one, the call's own
 * fallback ('Failed to update part', 'Löschen fehlgeschlagen' …); and when the server never
 * answered, the generic 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.', because
 * then nothing is known to have failed on the server and trying again is the right advice.
 */
export function failureText(
  outcome: CallOutcome,
  fallback: string,
  generic: string,
  translate?: (key: (typeof explainedReasons)[string]) => string,
): string {
  if (outcome === null) return generic
  const key = outcome.reason ? explainedReasons[outcome.reason] : undefined
  if (key && translate) return translate(key)
  return outcome.message || fallback
}
