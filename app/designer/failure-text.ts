/** What a shirt.php call answered, or null when no answer came (offline, connection lost). */
export type CallOutcome = { success: boolean; message?: string } | null

/**
 * The text of an error toast (spec section 8): the server's message; without one, the call's own
 * fallback ('Failed to update part', 'Löschen fehlgeschlagen' …); and when the server never
 * answered, the generic 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.', because
 * then nothing is known to have failed on the server and trying again is the right advice.
 */
export function failureText(outcome: CallOutcome, fallback: string, generic: string): string {
  if (outcome === null) return generic
  return outcome.message || fallback
}
