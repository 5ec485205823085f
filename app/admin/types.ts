import type { Permitted } from '#core/access/permissions.ts'
import type { adminOrderDetail } from '#core/admin/orders.ts'

export type AdminOrder = NonNullable<Permitted<ReturnType<typeof adminOrderDetail>>>

/** What the order page's action answers: a success, or a refusal with its reason and the typed values. */
export type OrderActionData =
  | { ok: true; intent: string; status: string | null }
  | { ok: false; intent?: string; reason: string; field?: string; values: Record<string, string> }
  | undefined
