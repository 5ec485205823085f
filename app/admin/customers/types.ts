/** What the customer page's action answers: done (which intent), or a refusal with what was typed. */
export type CustomerActionData =
  | { ok: true; intent: string }
  | { ok: false; intent: string; reason: string; values: Record<string, string> }
  | undefined
