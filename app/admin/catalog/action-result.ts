/** The answer of a catalog form post (catalog-action.server.ts), as the page reads it. */
export type CatalogActionResult =
  | { ok: true; intent: string; rowId: string }
  | {
      ok: false
      intent: string
      rowId: string
      reason: string
      field?: string
      values: Record<string, string>
    }

/** What was typed into this row's form when its last post was refused, else null. */
export function typedInto(result: CatalogActionResult | undefined, intent: string, rowId: number | string) {
  return result && !result.ok && result.intent === intent && result.rowId === String(rowId) ? result : null
}

/** A row's share of the last post: what was refused (typed back into its fields), or that it saved. */
export function rowResult(result: CatalogActionResult | undefined, intent: string, rowId: number | string) {
  return {
    refused: typedInto(result, intent, rowId),
    saved: result?.ok === true && result.intent === intent && result.rowId === String(rowId),
  }
}
