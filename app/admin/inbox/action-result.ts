/** What an inbox page's action answers: a success with its message key, or a refusal and the typed values. */
export type InboxActionData =
  | { ok: true; intent: string; notice: string }
  | { ok: false; intent?: string; reason: string; values: Record<string, string> }
  | undefined

/** A form's fields as strings (files are never part of these forms). */
export async function formValues(request: Request): Promise<Record<string, string>> {
  const form = await request.formData()
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]))
}
